import { faqSimilarResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_SIMILAR, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';

/** The AI similar-question dialog with a model (without one: bank.test.ts). */
let fake: FakeOpenAi;
let server: TestServer;
let owner: Caller;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ env: { LLM_BASE_URL: `${fake.url}/v1`, LLM_API_KEY: fake.apiKey, LLM_MODEL: 'fake-model' } });
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const SIMILARITY = '/api/admin/v3/faq/similarity';
const suggest = async (body: Record<string, unknown>) => {
  const answer = await owner('POST', SIMILARITY, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return faqSimilarResponseSchema.parse(answer.body).message;
};

describe('AI similar questions', () => {
  it('answers ten cleaned suggestions from the model, then another batch without what the dialog already shows', async () => {
    const first = await suggest({ type: 'faq', text: '这个价格能便宜点吗？' });
    expect(first).toHaveLength(10);
    expect(first[0]).toBe('价格有点高');
    expect(new Set(first).size).toBe(10);
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain('原问题：这个价格能便宜点吗？');

    const next = await suggest({ text: '这个价格能便宜点吗？', count: 2, exclude: first });
    expect(next).toEqual(CANNED_SIMILAR.slice(11, 13));
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain(first.join('；'));
  });

  it('asks for script lines with the script wording, and never offers the text itself', async () => {
    fake.answer = () => '["太贵了", "“有优惠吗”", "太 贵 了", "还能便宜吗"]';
    try {
      expect(await suggest({ type: 'script', text: '太贵了' })).toEqual(['有优惠吗', '还能便宜吗']);
      expect(fake.requests.at(-1)!.messages[0]!.content).toContain('销售话术');
    } finally {
      fake.answer = null;
    }
  });

  it('says the model failed when it fails, with no made-up suggestions', async () => {
    fake.failStatus = 503;
    try {
      expect(await owner('POST', SIMILARITY, { text: '首付最低多少？' })).toMatchObject({
        status: 503,
        body: { successed: false, errcode: 50390, errmsg: 'AI模型暂时没有响应，请稍后再试' },
      });
    } finally {
      fake.failStatus = undefined;
    }
  });
});
