import { describe, expect, it } from 'vitest';
import { encodeSpeechMp3, speechMp3DurationMs } from './mp3.js';

/** `seconds` of a 440 Hz tone as 16-bit PCM, each sample repeated for every channel. */
function tone(sampleRate: number, seconds: number, channels = 1): Buffer {
  const frames = Math.round(sampleRate * seconds);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i += 1) {
    const sample = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
    for (let c = 0; c < channels; c += 1) data.writeInt16LE(sample, (i * channels + c) * 2);
  }
  return data;
}

const frameSync = (mp3: Buffer) => [mp3[0], (mp3[1] ?? 0) & 0xe0];

describe.each(['lame', 'lamejs'] as const)('speech as MP3, encoded by %s', (encoder) => {
  it.each([16_000, 22_050])('encodes %i Hz mono at 32 kbps: its length reads back from its size', async (sampleRate) => {
    const mp3 = await encodeSpeechMp3({ sampleRate, channels: 1, data: tone(sampleRate, 3) }, { encoder });
    expect(frameSync(mp3)).toEqual([0xff, 0xe0]);
    // The encoder's delay and last frame add well under a tenth of a second.
    expect(speechMp3DurationMs(mp3.length)).toBeGreaterThanOrEqual(3000);
    expect(speechMp3DurationMs(mp3.length)).toBeLessThan(3100);
  });

  it('takes stereo as its first channel, and samples at an odd offset of a larger buffer', async () => {
    const stereo = await encodeSpeechMp3({ sampleRate: 16_000, channels: 2, data: tone(16_000, 1, 2) }, { encoder });
    const odd = Buffer.concat([Buffer.alloc(1), tone(16_000, 1)]).subarray(1);
    const mono = await encodeSpeechMp3({ sampleRate: 16_000, channels: 1, data: odd }, { encoder });
    expect(stereo).toEqual(mono);
  });

  it('answers each call with its own line, many at once, urgent or not', async () => {
    const lines = [1, 2, 3, 4, 5].map((seconds) => ({ sampleRate: 22_050, channels: 1, data: tone(22_050, seconds) }));
    const mp3s = await Promise.all(lines.map((line, index) => encodeSpeechMp3(line, { urgent: index === 3, encoder })));
    expect(mp3s.map((mp3) => Math.round(speechMp3DurationMs(mp3.length) / 1000))).toEqual([1, 2, 3, 4, 5]);
  });
});

it('encodes with LAME where it is installed, as CI has it', async () => {
  const line = { sampleRate: 16_000, channels: 1, data: tone(16_000, 2) };
  expect(await encodeSpeechMp3(line)).toEqual(await encodeSpeechMp3(line, { encoder: 'lame' }));
});
