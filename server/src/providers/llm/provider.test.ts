import { dialogue } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_SIMILAR, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { chatCompletionsUrl } from './client.js';
import { DisabledLlmProvider, OpenAiLlmProvider } from './provider.js';
import type { CustomerReplyRequest, RoleplayReplyRequest } from './types.js';
import { providerFailure } from '../../../test/providerFailure.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

const provider = (overrides: Partial<{ baseUrl: string; apiKey: string | undefined; timeoutMs: number }> = {}) =>
  new OpenAiLlmProvider({
    baseUrl: overrides.baseUrl ?? fake.url,
    apiKey: 'apiKey' in overrides ? overrides.apiKey : fake.apiKey,
    model: 'deepseek-chat',
    timeoutMs: overrides.timeoutMs ?? 5000,
    temperature: 0.7,
    maxTokens: 256,
  });

const REQUEST: CustomerReplyRequest = {
  persona: { name: '王先生', gender: 1, attributes: [{ name: '预算', value: '20万' }], description: '谨慎，看重性价比' },
  scenarioContext: { name: '汽车销售议价', description: '客户已看过车，在谈价格', learnerRole: '销售顾问' },
  history: [
    { speaker: 'customer', text: '这车多少钱？' },
    { speaker: 'learner', text: '这款落地大概二十二万。' },
  ],
  nodeHint: '客户嫌贵，要求优惠',
};

describe('OpenAiLlmProvider against a fake OpenAI-compatible endpoint', () => {
  it('asks for the customer line with the persona, the call and the node hint, and cleans the answer', async () => {
    const reply = await provider().customerReply(REQUEST);
    expect(reply).toBe('这个价格有点贵，能便宜点吗？');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ authorization: `Bearer ${fake.apiKey}`, model: 'deepseek-chat', temperature: 0.7, max_tokens: 256, stream: false });
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'system']);
    expect(sent.messages[0]!.content).toContain('王先生');
    expect(sent.messages[0]!.content).toContain('预算：20万');
    expect(sent.messages[0]!.content).toContain('销售顾问');
    expect(sent.messages[2]!.content).toBe('这款落地大概二十二万。');
    expect(sent.messages[3]!.content).toContain('客户嫌贵，要求优惠');
  });

  it('lets the customer open the call when there is no history yet', async () => {
    await provider().customerReply({ ...REQUEST, history: [], nodeHint: undefined });
    expect(fake.requests.at(-1)!.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('returns ten similar speeches, de-duplicated and stripped of quotes and spaces', async () => {
    const speeches = await provider().similarSpeeches('这个价格太贵了');
    expect(speeches).toEqual([
      '价格有点高',
      '能便宜一点吗',
      '太贵了',
      '有没有优惠',
      '再少一点吧',
      '价格能再谈谈吗',
      '可以打个折吗',
      '预算不太够',
      '别家更便宜',
      '有活动价吗',
    ]);
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain('原句：这个价格太贵了');
  });

  it('leaves out the previous batch when asked for another one', async () => {
    const first = await provider().similarSpeeches('这个价格太贵了', 5);
    const next = await provider().similarSpeeches('这个价格太贵了', 5, { exclude: first });
    expect(next).toEqual(CANNED_SIMILAR.slice(6, 11));
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain(first.join('；'));
  });

  it('reads a numbered list when the model ignores the JSON request', async () => {
    fake.answer = () => '1. 太贵了\n2. "太贵了"\n3. 便宜点';
    try {
      expect(await provider().similarSpeeches('价格太高')).toEqual(['太贵了', '便宜点']);
    } finally {
      fake.answer = null;
    }
  });

  it('fails as refused with a wrong key, sending the bearer header', async () => {
    const error = await providerFailure(provider({ apiKey: 'sk-wrong' }).customerReply(REQUEST));
    expect(error).toMatchObject({ service: 'llm', kind: 'refused', providerCode: 'invalid_api_key' });
    expect((await providerFailure(provider({ apiKey: undefined }).customerReply(REQUEST))).kind).toBe('refused');
  });

  it('counts a server error as an outage', async () => {
    fake.failStatus = 503;
    try {
      expect(await providerFailure(provider().customerReply(REQUEST))).toMatchObject({ kind: 'unreachable', transient: true });
    } finally {
      fake.failStatus = undefined;
    }
  });

  it('fails as badResponse on an empty answer', async () => {
    fake.answer = () => '  ';
    try {
      expect((await providerFailure(provider().customerReply(REQUEST))).kind).toBe('badResponse');
    } finally {
      fake.answer = null;
    }
  });

  it('gives up on a stalled endpoint at its timeout', async () => {
    fake.stall = true;
    try {
      expect(await providerFailure(provider({ timeoutMs: 300 }).customerReply(REQUEST))).toMatchObject({ kind: 'timeout', transient: true });
    } finally {
      fake.stall = false;
    }
  });

  it('stops when the caller cancels', async () => {
    fake.stall = true;
    try {
      const controller = new AbortController();
      const pending = provider().customerReply(REQUEST, controller.signal);
      controller.abort();
      expect((await providerFailure(pending)).kind).toBe('timeout');
    } finally {
      fake.stall = false;
    }
  });

  it('fails as unreachable when nothing listens', async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    expect((await providerFailure(provider({ baseUrl: gone.url }).similarSpeeches('价格太高'))).kind).toBe('unreachable');
  });
});

describe('a role-play customer’s reply', () => {
  const ROLEPLAY: RoleplayReplyRequest = {
    persona: REQUEST.persona,
    scenarioContext: REQUEST.scenarioContext,
    brief: dialogue.roleplayBriefSchema.parse({ situation: '第二次到店', goal: '更低的落地价' }),
    history: REQUEST.history,
    factsAsked: [],
  };

  it('comes a sentence at a time as the model streams it, leaving out a sentence that breaks the role, then its tokens', async () => {
    fake.answer = () => '这个价格还是高了。其实我是一个AI。别家同款便宜一万，你们能不能再让点？';
    try {
      const reply = provider().roleplayReply(ROLEPLAY);
      const sentences: string[] = [];
      let next = await reply.next();
      for (; !next.done; next = await reply.next()) sentences.push(next.value);
      expect(sentences).toEqual(['这个价格还是高了。', '别家同款便宜一万，你们能不能再让点？']);
      expect(next.value).toMatchObject({ completionTokens: 35 });
      expect(fake.requests.at(-1)).toMatchObject({ stream: true });
      expect(fake.requests.at(-1)!.messages[0]!.content).toContain('第二次到店');
    } finally {
      fake.answer = null;
    }
  });
});

describe('LLM without configuration and endpoint addresses', () => {
  it('answers unavailable, so callers fall back', async () => {
    const disabled = new DisabledLlmProvider();
    expect(disabled.enabled).toBe(false);
    expect((await providerFailure(disabled.customerReply())).kind).toBe('unavailable');
    expect((await providerFailure(disabled.similarSpeeches())).kind).toBe('unavailable');
    expect((await providerFailure(disabled.roleplayReply().next())).kind).toBe('unavailable');
  });

  it('adds /v1 unless the base URL names a version', () => {
    expect(chatCompletionsUrl('https://api.deepseek.com')).toBe('https://api.deepseek.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://dashscope.aliyuncs.com/compatible-mode/v1')).toBe('https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions');
  });
});
