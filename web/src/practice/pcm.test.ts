import { describe, expect, it } from 'vitest';
import { PcmFramer } from './pcm';

function framesOf(rate: number, blocks: Float32Array[]): Int16Array[] {
  const frames: Int16Array[] = [];
  const framer = new PcmFramer(rate, (frame) => frames.push(new Int16Array(frame)));
  for (const block of blocks) framer.push(block);
  framer.flush();
  return frames;
}

const tone = (rate: number, seconds: number, hz: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));

describe('PCM frames for the voice socket', () => {
  it('downsamples 48 kHz to 16 kHz frames of 4096 samples, whatever the block size', () => {
    const input = tone(48_000, 1, 440);
    const whole = framesOf(48_000, [input]);
    const blocks: Float32Array[] = [];
    for (let at = 0; at < input.length; at += 4096) blocks.push(input.subarray(at, at + 4096));
    const chunked = framesOf(48_000, blocks);
    expect(whole.map((frame) => frame.length)).toEqual([4096, 4096, 4096, 16_000 - 3 * 4096]);
    expect(chunked).toEqual(whole);
    // Every third input sample's neighbourhood: the 440 Hz tone survives at about its amplitude.
    const peak = Math.max(...whole.flatMap((frame) => [...frame]));
    expect(peak).toBeGreaterThan(0.45 * 0x7fff);
    expect(peak).toBeLessThanOrEqual(0.5 * 0x7fff);
  });

  it('handles a rate that is not a multiple of 16 kHz (44.1 kHz)', () => {
    const frames = framesOf(44_100, [tone(44_100, 0.5, 300), tone(44_100, 0.5, 300)]);
    const total = frames.reduce((sum, frame) => sum + frame.length, 0);
    expect(Math.abs(total - 16_000)).toBeLessThanOrEqual(1);
  });

  it('keeps 16 kHz input sample for sample, clipping beyond full scale', () => {
    const [frame] = framesOf(16_000, [Float32Array.from([0, 0.5, -0.5, 1, -1, 2, -2])]);
    expect([...frame!]).toEqual([0, 16_384, -16_384, 32_767, -32_768, 32_767, -32_768]);
  });

  it('refuses an input rate below 16 kHz', () => {
    expect(() => new PcmFramer(8000, () => undefined)).toThrow(/8000/);
  });
});
