import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PCM_FRAME_MAX_BYTES } from '@peilian/shared';
import { speechAudio, type SpeechAudio } from '../../../test/fakes/speechWav.js';
import { sendJson, startFakeServer } from '../../../test/fakes/http.js';
import { startFakeTencentAsr, type FakeTencentAsr } from '../../../test/fakes/tencentAsr.js';
import { ProviderError } from '../errors.js';
import { hotwordList, TencentAsrProvider } from './tencent.js';
import type { AsrFinal, AsrPartial, AsrStream, AsrStreamOptions } from './types.js';

const SENTENCE = '这个价格有点贵，能不能便宜一点';
let fake: FakeTencentAsr;
let speech: SpeechAudio;

beforeAll(async () => {
  fake = await startFakeTencentAsr();
  speech = speechAudio(SENTENCE);
  fake.register(speech.pcm, SENTENCE);
});
afterAll(() => fake?.close());

const provider = (overrides: Partial<{ endpoint: string; secretKey: string; timeoutMs: number }> = {}) =>
  new TencentAsrProvider({
    provider: 'tencent',
    endpoint: overrides.endpoint ?? fake.url,
    appId: fake.appId,
    timeoutMs: overrides.timeoutMs ?? 5000,
    credentials: { secretId: fake.secretId, secretKey: overrides.secretKey ?? fake.secretKey },
  });

interface Outcome {
  partials: AsrPartial[];
  result: Promise<{ final: AsrFinal } | { error: ProviderError }>;
}

function open(source: TencentAsrProvider, extra: Partial<AsrStreamOptions> = {}): { stream: AsrStream } & Outcome {
  const partials: AsrPartial[] = [];
  let settle!: (value: { final: AsrFinal } | { error: ProviderError }) => void;
  const result = new Promise<{ final: AsrFinal } | { error: ProviderError }>((resolve) => (settle = resolve));
  const stream = source.openStream({
    language: '16k_zh',
    onPartial: (partial) => partials.push(partial),
    onFinal: (final) => settle({ final }),
    onError: (error) => settle({ error }),
    ...extra,
  });
  return { stream, partials, result };
}

const frames = (pcm: Buffer) =>
  Array.from({ length: Math.ceil(pcm.length / PCM_FRAME_MAX_BYTES) }, (_, i) => pcm.subarray(i * PCM_FRAME_MAX_BYTES, (i + 1) * PCM_FRAME_MAX_BYTES));

describe('TencentAsrProvider against a fake real-time ASR server', () => {
  it('streams a spoken reply in 4096-sample frames and gets growing partials and the final transcript', async () => {
    const { stream, partials, result } = open(provider(), { hotwords: [{ word: '便宜', weight: 100 }, { word: '价格' }] });
    for (const frame of frames(speech.pcm)) stream.write(frame);
    stream.end();
    expect(await result).toEqual({ final: { text: SENTENCE, audioMs: speech.durationMs } });
    const texts = partials.map((partial) => partial.text);
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.every((text) => SENTENCE.startsWith(text))).toBe(true);
    expect(partials.at(-1)).toEqual({ text: SENTENCE, sentenceEnd: true });
    expect(fake.sessions.at(-1)).toMatchObject({ engine: '16k_zh', hotwords: '便宜|100,价格|10', bytes: speech.pcm.length, ended: true });
  });

  it('passes the recognition language and gives an empty final for audio it does not know', async () => {
    const { stream, result } = open(provider(), { language: '16k_yue' });
    stream.write(Buffer.alloc(3200));
    stream.end();
    expect(await result).toEqual({ final: { text: '', audioMs: 100 } });
    expect(fake.sessions.at(-1)?.engine).toBe('16k_yue');
  });

  it("hears a queued transcript for audio it cannot match byte for byte (a browser's resampled microphone)", async () => {
    const response = await fetch(`${fake.url.replace('ws:', 'http:')}/__admin/transcripts`, {
      method: 'POST',
      body: JSON.stringify({ text: '我想再考虑一下' }),
    });
    expect(response.status).toBe(200);
    const { stream, partials, result } = open(provider());
    for (let i = 0; i < 4; i += 1) stream.write(Buffer.alloc(PCM_FRAME_MAX_BYTES, i + 1));
    stream.end();
    expect(await result).toEqual({ final: { text: '我想再考虑一下', audioMs: 1024 } });
    expect(partials.map((partial) => partial.text)).toEqual(['我', '我想', '我想再', '我想再考', '我想再考虑一下']);
  });

  it('rejects oversized and non-PCM frames with badFrame and keeps the stream going', async () => {
    const { stream, result } = open(provider());
    const refused = (frame: unknown) => {
      try {
        stream.write(frame as Buffer);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(refused(Buffer.alloc(PCM_FRAME_MAX_BYTES + 2))).toMatchObject({ kind: 'badFrame', providerCode: 'TooLarge' });
    expect(refused(Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE'), Buffer.alloc(100)]))).toMatchObject({
      kind: 'badFrame',
      providerCode: 'NotPcm',
    });
    expect(refused(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0]))).toMatchObject({ kind: 'badFrame', providerCode: 'NotPcm' });
    expect(refused(Buffer.alloc(3))).toMatchObject({ kind: 'badFrame', providerCode: 'OddLength' });
    expect(refused('text')).toMatchObject({ kind: 'badFrame', providerCode: 'NotBinary' });
    expect(refused(Buffer.alloc(0))).toMatchObject({ kind: 'badFrame', providerCode: 'Empty' });
    for (const frame of frames(speech.pcm)) stream.write(frame);
    stream.end();
    expect(await result).toMatchObject({ final: { text: SENTENCE } });
    expect(fake.sessions.at(-1)?.bytes).toBe(speech.pcm.length);
  });

  it("reports a wrong secret key as refused with Tencent's code 4002", async () => {
    const { stream, result } = open(provider({ secretKey: 'wrong' }));
    stream.write(Buffer.alloc(640));
    const outcome = await result;
    expect('error' in outcome && outcome.error).toMatchObject({ service: 'asr', kind: 'refused', providerCode: '4002' });
  });

  it('reports an error the server sends mid-stream', async () => {
    fake.failOnAudio = 4008;
    try {
      const { stream, result } = open(provider());
      stream.write(Buffer.alloc(640));
      const outcome = await result;
      expect('error' in outcome && outcome.error).toMatchObject({ kind: 'refused', providerCode: '4008' });
    } finally {
      fake.failOnAudio = undefined;
    }
  });

  it('times out when the final result never comes', async () => {
    fake.stallFinal = true;
    try {
      const { stream, result } = open(provider({ timeoutMs: 400 }));
      stream.write(Buffer.alloc(640));
      stream.end();
      const outcome = await result;
      expect('error' in outcome && outcome.error).toMatchObject({ kind: 'timeout', transient: true });
    } finally {
      fake.stallFinal = false;
    }
  });

  it('reports an unreachable server as unreachable', async () => {
    const gone = await startFakeTencentAsr();
    await gone.close();
    const { stream, result } = open(provider({ endpoint: gone.url }));
    stream.write(Buffer.alloc(640));
    const outcome = await result;
    expect('error' in outcome && outcome.error).toMatchObject({ kind: 'unreachable' });
  });

  it('reports an endpoint that answers plain HTTP as refused with its status', async () => {
    const web = await startFakeServer((_request, _url, _body, response) => sendJson(response, 404, {}));
    try {
      const { stream, result } = open(provider({ endpoint: web.url.replace('http:', 'ws:') }));
      stream.write(Buffer.alloc(640));
      const outcome = await result;
      expect('error' in outcome && outcome.error).toMatchObject({ kind: 'refused', providerCode: '404' });
    } finally {
      await web.close();
    }
  });

  it('calls nothing after close, and refuses writes after end', async () => {
    const calls: string[] = [];
    const stream = provider().openStream({
      language: '16k_zh',
      onPartial: () => calls.push('partial'),
      onFinal: () => calls.push('final'),
      onError: () => calls.push('error'),
    });
    stream.write(speech.pcm.subarray(0, PCM_FRAME_MAX_BYTES));
    stream.close();
    const ended = open(provider());
    ended.stream.end();
    expect(() => ended.stream.write(Buffer.alloc(2))).toThrow(ProviderError);
    expect(await ended.result).toEqual({ final: { text: '', audioMs: 0 } });
    expect(calls).toEqual([]);
  });
});

describe('hotwordList', () => {
  it('cleans separators, drops duplicates and over-long words, clamps weights', () => {
    expect(hotwordList([{ word: '途 岳|', weight: 50 }, { word: '途岳' }, { word: '长'.repeat(31) }, { word: 'SUV', weight: 0 }, { word: '' }])).toBe(
      '途岳|11,SUV|1',
    );
  });
});
