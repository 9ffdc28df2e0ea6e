import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTencentTts, type FakeTencentTts } from '../../../test/fakes/tencentTts.js';
import { splitText, TencentTtsProvider, tencentSpeed } from './tencent.js';
import { parseWav } from './wav.js';
import { providerFailure } from '../../../test/providerFailure.js';

let fake: FakeTencentTts;
beforeAll(async () => {
  fake = await startFakeTencentTts();
});
afterAll(() => fake?.close());

const provider = (overrides: Partial<{ endpoint: string; secretKey: string; timeoutMs: number }> = {}) =>
  new TencentTtsProvider({
    provider: 'tencent',
    endpoint: overrides.endpoint ?? fake.url,
    region: 'ap-guangzhou',
    defaultVoiceType: 101001,
    timeoutMs: overrides.timeoutMs ?? 5000,
    credentials: { secretId: fake.secretId, secretKey: overrides.secretKey ?? fake.secretKey },
  });

describe('TencentTtsProvider against a fake Tencent Cloud TTS endpoint', () => {
  it('sends a signed TextToVoice request and returns the decoded 16 kHz WAV', async () => {
    const result = await provider().synthesize({ text: '您好，欢迎光临', voice: '101002', language: 'zh', speed: 1.5 });
    expect(fake.calls.at(-1)).toEqual({ text: '您好，欢迎光临', voiceType: 101002, primaryLanguage: 1, sampleRate: 16_000, codec: 'wav', speed: 2 });
    expect(result).toMatchObject({ format: 'wav', sampleRate: 16_000, durationMs: 700 });
    expect(parseWav(result.audio)?.data.length).toBe(16_000 * 2 * 0.7);
  });

  it('uses the default voice, English as primary language, and the Cantonese voice for yue', async () => {
    await provider().synthesize({ text: 'Hello', voice: '', language: 'en' });
    expect(fake.calls.at(-1)).toMatchObject({ voiceType: 101001, primaryLanguage: 2 });
    await provider().synthesize({ text: '你好', voice: 'female', language: 'yue' });
    expect(fake.calls.at(-1)).toMatchObject({ voiceType: 101019, primaryLanguage: 1 });
  });

  it('synthesizes a line longer than one call takes in pieces and joins the audio', async () => {
    const before = fake.calls.length;
    const text = `${'一二三四五六七八九十'.repeat(12)}。${'好'.repeat(60)}`;
    const result = await provider().synthesize({ text, voice: '', language: 'zh' });
    expect(fake.calls.slice(before).map((call) => call.text)).toEqual([`${'一二三四五六七八九十'.repeat(12)}。`, '好'.repeat(60)]);
    expect(result.durationMs).toBe([...text].length * 100);
  });

  it('fails as refused when the signature is wrong', async () => {
    const error = await providerFailure(provider({ secretKey: 'not-the-key' }).synthesize({ text: '你好', voice: '', language: 'zh' }));
    expect(error).toMatchObject({ service: 'tts', kind: 'refused', providerCode: 'AuthFailure.SignatureFailure' });
  });

  it('fails as badResponse when the answer carries no WAV', async () => {
    fake.garbageAudio = Buffer.from('not audio').toString('base64');
    try {
      expect((await providerFailure(provider().synthesize({ text: '你好', voice: '', language: 'zh' }))).kind).toBe('badResponse');
    } finally {
      fake.garbageAudio = undefined;
    }
  });

  it('times out on a stalled endpoint', async () => {
    fake.stall = true;
    try {
      const error = await providerFailure(provider({ timeoutMs: 300 }).synthesize({ text: '你好', voice: '', language: 'zh' }));
      expect(error).toMatchObject({ kind: 'timeout', transient: true });
    } finally {
      fake.stall = false;
    }
  });

  it('fails as unreachable when nothing listens', async () => {
    const gone = await startFakeTencentTts();
    await gone.close();
    expect((await providerFailure(provider({ endpoint: gone.url }).synthesize({ text: '你好', voice: '', language: 'zh' }))).kind).toBe('unreachable');
  });

  it('refuses an empty line before calling', async () => {
    const before = fake.calls.length;
    expect((await providerFailure(provider().synthesize({ text: ' ', voice: '', language: 'zh' }))).kind).toBe('badInput');
    expect(fake.calls.length).toBe(before);
  });
});

describe('Tencent TTS parameters', () => {
  it("maps relative speed onto Tencent's scale", () => {
    expect([0.5, 0.6, 0.8, 1, 1.2, 1.5, 2].map(tencentSpeed)).toEqual([-2, -2, -1, 0, 1, 2, 4]);
  });

  it('cuts long text after punctuation, never longer than the limit', () => {
    expect(splitText('短句。', 150)).toEqual(['短句。']);
    expect(splitText('甲乙，丙丁戊', 4)).toEqual(['甲乙，', '丙丁戊']);
    expect(splitText('甲乙丙丁戊', 2)).toEqual(['甲乙', '丙丁', '戊']);
  });
});
