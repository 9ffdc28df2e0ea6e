import { describe, expect, it } from 'vitest';
import { encodeWav, parseWav, pcmDurationMs, resampleMono } from './wav.js';

const pcm = (values: number[]) => {
  const data = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => data.writeInt16LE(value, index * 2));
  return data;
};

describe('wav', () => {
  it('reads back what it writes', () => {
    const wav = encodeWav({ sampleRate: 16_000, channels: 1, data: pcm([1, -2, 3]) });
    expect(parseWav(wav)).toEqual({ sampleRate: 16_000, channels: 1, data: pcm([1, -2, 3]) });
  });

  it('reads a streamed WAV whose size fields say 0x7fffffff', () => {
    const wav = encodeWav({ sampleRate: 22_050, channels: 1, data: pcm([5, 6]) });
    wav.writeUInt32LE(0x7fffffff, 4);
    wav.writeUInt32LE(0x7fffffff, 40);
    expect(parseWav(wav)?.data).toEqual(pcm([5, 6]));
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(parseWav(Buffer.from('ID3\u0004 not a wav at all'))).toBeNull();
    const float = encodeWav({ sampleRate: 16_000, channels: 1, data: pcm([1]) });
    float.writeUInt16LE(3, 20);
    expect(parseWav(float)).toBeNull();
  });

  it('resamples to 16 kHz mono by interpolation and keeps the duration', () => {
    const source = { sampleRate: 32_000, channels: 2, data: pcm([0, 9, 100, 9, 200, 9, 300, 9]) };
    const out = resampleMono(source, 16_000);
    expect(out).toEqual({ sampleRate: 16_000, channels: 1, data: pcm([0, 200]) });
    expect(pcmDurationMs({ sampleRate: 16_000, channels: 1, data: Buffer.alloc(32_000) })).toBe(1000);
  });
});
