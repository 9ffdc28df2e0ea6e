import { describe, expect, it } from 'vitest';
import { Mp3Writer } from './mp3';
import { wavOf } from './wav';

/** `seconds` of a 440 Hz tone as 16 kHz 16-bit frames of 4096 samples (the voice socket's frames). */
function toneFrames(seconds: number): ArrayBuffer[] {
  const samples = Math.round(seconds * 16_000);
  const frames: ArrayBuffer[] = [];
  for (let start = 0; start < samples; start += 4096) {
    const frame = new Int16Array(Math.min(4096, samples - start));
    for (let i = 0; i < frame.length; i += 1) frame[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * (start + i)) / 16_000));
    frames.push(frame.buffer);
  }
  return frames;
}

interface Mp3Frame {
  version: number;
  layer: number;
  kbps: number;
  sampleRate: number;
  mono: boolean;
  bytes: number;
}

const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG2_RATES = [22_050, 24_000, 16_000];

/** Walks the MPEG audio frames of an mp3 (MPEG-2 layer III, as lamejs writes at 16 kHz) by their headers. */
function framesOf(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let at = 0;
  while (at + 4 <= bytes.length) {
    const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${at}`);
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    const kbps = MPEG2_KBPS[b2 >> 4]!;
    const sampleRate = MPEG2_RATES[(b2 >> 2) & 3]!;
    const padding = (b2 >> 1) & 1;
    const bytesOfFrame = Math.floor((72_000 * kbps) / sampleRate) + padding;
    frames.push({ version, layer, kbps, sampleRate, mono: b3 >> 6 === 3, bytes: bytesOfFrame });
    at += bytesOfFrame;
  }
  expect(at).toBe(bytes.length);
  return frames;
}

describe('the mp3 recording of a spoken answer (lamejs, 16 kHz mono 16 kbps)', () => {
  it('writes MPEG-2 layer III frames with sync, mono at 16 kHz and 16 kbps, lasting as long as the audio', async () => {
    const writer = new Mp3Writer();
    for (const frame of toneFrames(2.5)) writer.push(frame);
    expect(writer.durationMs).toBe(2500);
    const blob = writer.finish();
    expect(blob.type).toBe('audio/mpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const frames = framesOf(bytes);
    expect(frames.every((frame) => frame.version === 2 && frame.layer === 1 && frame.sampleRate === 16_000 && frame.kbps === 16 && frame.mono)).toBe(true);
    // 576 samples per frame: 2.5 s is 69.4 frames, plus the encoder's delay and padding (at most a few frames).
    const seconds = (frames.length * 576) / 16_000;
    expect(seconds).toBeGreaterThanOrEqual(2.5);
    expect(seconds).toBeLessThan(2.5 + 0.2);
    // 16 kbps: 2 kB a second.
    expect(bytes.length).toBeGreaterThan(2.5 * 1900);
    expect(bytes.length).toBeLessThan(2.7 * 2100);
  });

  it('takes Int16Array frames and a last, shorter frame', async () => {
    const writer = new Mp3Writer();
    writer.push(new Int16Array(4096));
    writer.push(new Int16Array(1000));
    writer.push(new ArrayBuffer(0));
    expect(writer.durationMs).toBe(Math.round((5096 / 16_000) * 1000));
    const frames = framesOf(new Uint8Array(await writer.finish().arrayBuffer()));
    expect(frames.length * 576).toBeGreaterThanOrEqual(5096);
  });
});

describe('the wav recording of the recorder test page', () => {
  it('writes a RIFF WAVE PCM 16-bit mono 16 kHz header and the samples as they came', async () => {
    const frames = toneFrames(1.25);
    const bytes = new Uint8Array(await wavOf(frames).arrayBuffer());
    const view = new DataView(bytes.buffer);
    const text = (start: number, end: number) => String.fromCharCode(...bytes.slice(start, end));
    expect([text(0, 4), text(8, 12), text(12, 16), text(36, 40)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect([
      view.getUint16(20, true),
      view.getUint16(22, true),
      view.getUint32(24, true),
      view.getUint32(28, true),
      view.getUint16(32, true),
      view.getUint16(34, true),
    ]).toEqual([1, 1, 16_000, 32_000, 2, 16]);
    const dataBytes = view.getUint32(40, true);
    expect(dataBytes).toBe(20_000 * 2);
    expect(dataBytes / view.getUint32(28, true)).toBe(1.25);
    expect(view.getInt16(44 + 2 * 5, true)).toBe(new Int16Array(frames[0]!)[5]);
  });
});
