import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { ProviderError } from '../errors.js';
import { DisabledLlmProvider, OpenAiLlmProvider } from './provider.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

const provider = () =>
  new OpenAiLlmProvider({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'deepseek-chat', timeoutMs: 5000, temperature: 0.7, maxTokens: 256 });

describe('similar questions from an OpenAI-compatible model', () => {
  it('asks for FAQ questions and answers at most `count`, cleaned, de-duplicated, without the text or what is excluded', async () => {
    const first = await provider().similarQuestions('能便宜一点吗', 10, { kind: 'faq' });
    expect(first).toEqual([
      '价格有点高',
      '太贵了',
      '有没有优惠',
      '再少一点吧',
      '价格能再谈谈吗',
      '可以打个折吗',
      '预算不太够',
      '别家更便宜',
      '有活动价吗',
      '能不能送点东西',
    ]);
    const sent = fake.requests.at(-1)!;
    expect(sent.messages[0]!.content).toContain('快问快答');
    expect(sent.messages.at(-1)!.content).toContain('写12条相似说法');
    expect(sent.messages.at(-1)!.content).toContain('原问题：能便宜一点吗');

    const next = await provider().similarQuestions('能便宜一点吗', 3, { kind: 'faq', exclude: first });
    expect(next).toEqual(['最低多少钱']);
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain(`不要与这些已有说法重复：${first.join('；')}`);
  });

  it('holds a script line to one speech and keeps a long FAQ question', async () => {
    const long = `${'请问'.repeat(150)}？`;
    fake.answer = () => JSON.stringify([long, ' 还能 再便宜吗 ', '‘还能再便宜吗’']);
    try {
      expect(await provider().similarQuestions('太贵了', 10, { kind: 'script' })).toEqual(['还能再便宜吗']);
      expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain('原话术：太贵了');
      expect(await provider().similarQuestions('太贵了', 10, { kind: 'faq' })).toEqual([long, '还能再便宜吗']);
    } finally {
      fake.answer = null;
    }
  });

  it('fails as the provider failed, and as unavailable without a model', async () => {
    fake.failStatus = 500;
    try {
      await expect(provider().similarQuestions('太贵了', 10, { kind: 'faq' })).rejects.toMatchObject({ service: 'llm', kind: 'unreachable' });
    } finally {
      fake.failStatus = undefined;
    }
    await expect(provider().similarQuestions('  ', 10, { kind: 'faq' })).rejects.toMatchObject({ kind: 'badInput' });
    const disabled = new DisabledLlmProvider().similarQuestions();
    await expect(disabled).rejects.toBeInstanceOf(ProviderError);
    await expect(disabled).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
