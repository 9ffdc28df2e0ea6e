import { suggestionsResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';

/** The speech editor's suggestions: from the organisation's library with no model, from the model when one answers. */
describe('speech suggestions without a model', () => {
  let server: TestServer;
  let owner: Caller;
  beforeAll(async () => {
    server = await startTestServer();
    owner = adminCaller(server.fetch, await server.login('owner01'));
  });
  afterAll(() => server?.close());

  it("offers the library's closest speeches, never the text itself or what is already shown", async () => {
    const first = suggestionsResponseSchema.parse((await owner('POST', '/api/admin/material/speech/similarity', { text: '价格有点高，能优惠吗' })).body);
    expect(first.source).toBe('library');
    expect(first.message[0]).toBe('这个价格有点高，还能再优惠吗？');
    expect(first.message.length).toBeLessThanOrEqual(10);
    const next = suggestionsResponseSchema.parse(
      (await owner('POST', '/api/admin/material/speech/similarity', { text: '价格有点高，能优惠吗', exclude: first.message })).body,
    );
    expect(next.message).not.toContain(first.message[0]);
    const self = suggestionsResponseSchema.parse(
      (await owner('POST', '/api/admin/material/speech/similarity', { text: '这个价格有点高，还能再优惠吗？' })).body,
    );
    expect(self.message).not.toContain('这个价格有点高，还能再优惠吗？');
  });

  it('names the library keywords a text says, through synonyms too', async () => {
    const answer = suggestionsResponseSchema.parse(
      (await owner('POST', '/api/admin/material/speech/keywords', { text: '这车价格太高了，有折扣吗？后排空间怎么样' })).body,
    );
    expect(answer.message).toEqual(expect.arrayContaining(['价格', '优惠', '后排', '空间']));
    expect(answer.message.indexOf('价格')).toBeLessThan(answer.message.indexOf('空间'));
  });

  it('refuses an empty or over-long text with the speech message', async () => {
    expect((await owner('POST', '/api/admin/material/speech/similarity', { text: '' })).body.detail).toContain('请输入话术内容');
    expect((await owner('POST', '/api/admin/material/speech/keywords', { text: '长'.repeat(201) }, 'en')).body.detail).toContain(
      'The speech text can have at most 200 characters',
    );
    expect((await owner('POST', '/api/admin/material/speech/similarity', { text: '你好', count: 11 })).status).toBe(400);
  });
});

describe('speech suggestions with a model', () => {
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

  it('asks the model, cleaned and de-duplicated, and falls back to the library when it fails', async () => {
    const answer = suggestionsResponseSchema.parse((await owner('POST', '/api/admin/material/speech/similarity', { text: '这个价格有点高', count: 5 })).body);
    expect(answer).toMatchObject({ source: 'llm' });
    expect(answer.message).toHaveLength(5);
    expect(answer.message).toContain('价格有点高');
    expect(new Set(answer.message).size).toBe(5);
    fake.failStatus = 500;
    const fallback = suggestionsResponseSchema.parse((await owner('POST', '/api/admin/material/speech/similarity', { text: '价格有点高，能优惠吗' })).body);
    expect(fallback.source).toBe('library');
    expect(fallback.message[0]).toBe('这个价格有点高，还能再优惠吗？');
    fake.failStatus = undefined;
  });
});
