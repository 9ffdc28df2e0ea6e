import { describe, expect, it } from 'vitest';
import { speechAudio } from '../../../test/fakes/speechWav.js';
import type { Pcm16 } from '../tts/wav.js';
import { checkVoiceQuality } from './quality.js';

const RATE = 16_000;

/** Mono 16-bit PCM of `seconds` from a sample function (values in full-scale units, clipped like an ADC). */
function signal(seconds: number, sample: (i: number) => number): Pcm16 {
  const count = Math.round(seconds * RATE);
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(sample(i) * 32767))), i * 2);
  return { sampleRate: RATE, channels: 1, data };
}

const tone = (amplitude: number) => (i: number) => amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE);
/** A deterministic white noise (a linear congruential generator), uniform in −amplitude…amplitude. */
function noise(amplitude: number): (i: number) => number {
  let seed = 12345;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return amplitude * ((seed / 2 ** 31) * 2 - 1);
  };
}

const speech = (text: string, voice = 'cmn'): Pcm16 => ({ sampleRate: RATE, channels: 1, data: speechAudio(text, voice).pcm });
/** The speech with every sample scaled and `extra` added. */
function remix(pcm: Pcm16, gain: number, extra: (i: number) => number = () => 0): Pcm16 {
  return signal(pcm.data.length / 2 / RATE, (i) => (pcm.data.readInt16LE(i * 2) / 32768) * gain + extra(i));
}

describe('checkVoiceQuality', () => {
  it('passes espeak-ng Mandarin sentences of about twelve characters in a male and a female voice', () => {
    for (const voice of ['cmn', 'cmn+f3', 'cmn+f2']) {
      const result = checkVoiceQuality(speech('您好，欢迎光临我们的展厅。', voice));
      expect(result).toMatchObject({ ok: true });
      expect(result.durationMs).toBeGreaterThan(2000);
    }
  });

  it('finds silence and a quiet tone too low', () => {
    expect(checkVoiceQuality(signal(3, () => 0))).toEqual({ ok: false, code: 200003, durationMs: 0 });
    expect(checkVoiceQuality(signal(3, tone(0.003)))).toMatchObject({ ok: false, code: 200003 }); // about −53 dBFS
    expect(checkVoiceQuality(remix(speech('您好，欢迎光临我们的展厅。'), 0.004))).toMatchObject({ ok: false, code: 200003 });
  });

  it('finds a clipped tone and overdriven speech too loud', () => {
    expect(checkVoiceQuality(signal(3, tone(2)))).toMatchObject({ ok: false, code: 200004 });
    expect(checkVoiceQuality(remix(speech('您好，欢迎光临我们的展厅。'), 4))).toMatchObject({ ok: false, code: 200004 });
  });

  it('finds a word or two too short', () => {
    const result = checkVoiceQuality(speech('好的'));
    expect(result).toMatchObject({ ok: false, code: 200005 });
    expect(result.durationMs).toBeLessThan(1500);
    expect(checkVoiceQuality(signal(1, tone(0.3)))).toMatchObject({ ok: false, code: 200005, durationMs: 1000 });
  });

  it('finds white noise and speech drowned in steady noise too noisy', () => {
    expect(checkVoiceQuality(signal(3, noise(0.2)))).toMatchObject({ ok: false, code: 200006, durationMs: 3000 });
    expect(checkVoiceQuality(remix(speech('您好，欢迎光临我们的展厅。'), 0.5, noise(0.15)))).toMatchObject({ ok: false, code: 200006 });
  });

  it('still passes speech over a faint background hiss', () => {
    expect(checkVoiceQuality(remix(speech('您好，欢迎光临我们的展厅。'), 0.8, noise(0.003)))).toMatchObject({ ok: true });
  });
});
