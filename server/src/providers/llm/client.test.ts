import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { ChatClient } from './client.js';
import type { ChatMessage, ChatUsage } from './types.js';
import { providerFailure } from '../../../test/providerFailure.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());
beforeEach(() => {
  Object.assign(fake, { answer: null, failStatus: undefined, firstTokenMs: 0, tokensPerSecond: 0, streaming: true });
});

const client = (timeoutMs = 5000) =>
  new ChatClient({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'deepseek-chat', timeoutMs, temperature: 0.7, maxTokens: 256 });
const MESSAGES: ChatMessage[] = [
  { role: 'system', content: '你是王先生' },
  { role: 'user', content: '您好' },
];
const REPLY = '这个价格有点贵。能便宜点吗？';

/** Reads a whole stream: its pieces and the usage it returned. */
async function readAll(stream: AsyncGenerator<string, ChatUsage | undefined>): Promise<{ pieces: string[]; usage: ChatUsage | undefined }> {
  const pieces: string[] = [];
  for (;;) {
    const next = await stream.next();
    if (next.done) return { pieces, usage: next.value };
    pieces.push(next.value);
  }
}

describe('ChatClient.stream against a fake OpenAI-compatible endpoint', () => {
  it('gives the reply piece by piece as the model writes it, then the tokens it used', async () => {
    fake.answer = () => REPLY;
    const { pieces, usage } = await readAll(client().stream(MESSAGES));
    expect(pieces.join('')).toBe(REPLY);
    expect(pieces).toHaveLength([...REPLY].length);
    expect(usage).toEqual({ promptTokens: [...'你是王先生您好'].length, completionTokens: [...REPLY].length });
    expect(fake.requests.at(-1)).toMatchObject({ stream: true, stream_options: { include_usage: true }, model: 'deepseek-chat' });
  });

  it('gives the first piece while the rest is still being written, and stops the request when the caller interrupts', async () => {
    fake.answer = () => REPLY;
    fake.tokensPerSecond = 1;
    const hungUp = fake.hungUp;
    const interrupt = new AbortController();
    const stream = client().stream(MESSAGES, { signal: interrupt.signal });
    const first = await stream.next();
    expect(first).toEqual({ done: false, value: '这' });
    expect(fake.openStreams).toBe(1);
    interrupt.abort();
    const error = await providerFailure(stream.next());
    expect(error.kind).toBe('timeout');
    await vi.waitFor(() => expect(fake.hungUp).toBe(hungUp + 1));
    expect(fake.openStreams).toBe(0);
  });

  it('stops the request when the caller leaves the loop early', async () => {
    fake.answer = () => REPLY;
    fake.tokensPerSecond = 1;
    const hungUp = fake.hungUp;
    for await (const piece of client().stream(MESSAGES)) {
      expect(piece).toBe('这');
      break;
    }
    await vi.waitFor(() => expect(fake.hungUp).toBe(hungUp + 1));
  });

  it('times out when the first piece is late', async () => {
    fake.firstTokenMs = 2000;
    const error = await providerFailure(readAll(client(200).stream(MESSAGES)));
    expect(error.kind).toBe('timeout');
  });

  it('takes the whole completion at once from a provider that does not stream', async () => {
    fake.answer = () => REPLY;
    fake.streaming = false;
    expect(await readAll(client().stream(MESSAGES))).toEqual({ pieces: [REPLY], usage: undefined });
  });

  it('tells a refusal from an outage, and refuses an empty reply', async () => {
    fake.failStatus = 401;
    expect((await providerFailure(readAll(client().stream(MESSAGES)))).kind).toBe('refused');
    fake.failStatus = 503;
    expect((await providerFailure(readAll(client().stream(MESSAGES)))).kind).toBe('unreachable');
    fake.failStatus = undefined;
    fake.answer = () => '';
    expect((await providerFailure(readAll(client().stream(MESSAGES)))).providerCode).toBe('NoContent');
  });
});
