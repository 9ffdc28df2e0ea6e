import { describe, expect, it } from 'vitest';
import { cachedTts } from './cache.js';
import type { TtsProvider, TtsRequest, TtsResult } from './types.js';

/** A provider whose audio is the line's text (one byte per character), counting its syntheses and failing when told. */
function countingProvider() {
  const calls: string[] = [];
  let failing = false;
  const provider: TtsProvider = {
    name: 'espeak',
    async synthesize(request: TtsRequest): Promise<TtsResult> {
      calls.push(request.text);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing) throw new Error('down');
      return { audio: Buffer.from(request.text, 'latin1'), format: 'wav', sampleRate: 16_000, durationMs: request.text.length * 10 };
    },
  };
  return { provider, calls, fail: (value: boolean) => (failing = value) };
}

const line = (text: string, voice = 'f3'): TtsRequest => ({ text, voice, language: 'zh' });

describe('cachedTts', () => {
  it('voices a line once and answers the same audio after, apart by voice', async () => {
    const { provider, calls } = countingProvider();
    const tts = cachedTts(provider, 1_000);
    const first = await tts.synthesize(line('aaaa'));
    expect(await tts.synthesize(line('aaaa'))).toBe(first);
    await tts.synthesize(line('aaaa', 'm2'));
    expect(calls).toEqual(['aaaa', 'aaaa']);
  });

  it('shares one synthesis between callers asking at once', async () => {
    const { provider, calls } = countingProvider();
    const tts = cachedTts(provider, 1_000);
    const [a, b] = await Promise.all([tts.synthesize(line('bbbb')), tts.synthesize(line('bbbb'))]);
    expect(a).toBe(b);
    expect(calls).toEqual(['bbbb']);
  });

  it('keeps no failure: the next call tries the provider again', async () => {
    const { provider, calls, fail } = countingProvider();
    const tts = cachedTts(provider, 1_000);
    fail(true);
    await expect(tts.synthesize(line('cccc'))).rejects.toThrow('down');
    fail(false);
    await expect(tts.synthesize(line('cccc'))).resolves.toMatchObject({ durationMs: 40 });
    expect(calls).toEqual(['cccc', 'cccc']);
  });

  it('lets the least recently used line go once more than the budget is kept', async () => {
    const { provider, calls } = countingProvider();
    const tts = cachedTts(provider, 10);
    await tts.synthesize(line('1111'));
    await tts.synthesize(line('2222'));
    await tts.synthesize(line('1111'));
    await tts.synthesize(line('3333'));
    calls.length = 0;
    await tts.synthesize(line('1111'));
    await tts.synthesize(line('3333'));
    expect(calls).toEqual([]);
    await tts.synthesize(line('2222'));
    expect(calls).toEqual(['2222']);
  });

  it('keeps nothing with a budget of 0, nor a line larger than the budget', async () => {
    const { provider, calls } = countingProvider();
    const none = cachedTts(provider, 0);
    expect(none).toBe(provider);
    const small = cachedTts(provider, 3);
    await small.synthesize(line('dddd'));
    await small.synthesize(line('dddd'));
    expect(calls).toEqual(['dddd', 'dddd']);
  });
});
