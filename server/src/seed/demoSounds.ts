/**
 * The demo's call sounds, made by code at seed time rather than kept as files (docs/practice.md
 * "Ringtone and ambience"): a two-tone ring and a soft room ambience, 16 kHz mono 16-bit PCM wavs,
 * the same bytes on every run (a fixed noise seed).
 */
import { encodeWav } from '../providers/tts/wav.js';

export const DEMO_SOUND_RATE = 16_000;

/** A PCM wav of mono 16-bit samples (−1..1, clipped). */
export function pcmWav(samples: Float32Array | number[], rate = DEMO_SOUND_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let index = 0; index < samples.length; index += 1) {
    const value = Math.max(-1, Math.min(1, samples[index] ?? 0));
    data.writeInt16LE(Math.round(value * 32_767), index * 2);
  }
  return encodeWav({ sampleRate: rate, channels: 1, data });
}

/** The samples of a 16-bit PCM wav written by `pcmWav` (−1..1). */
export function wavSamples(wav: Buffer): Float32Array {
  const count = (wav.length - 44) / 2;
  const samples = new Float32Array(count);
  for (let index = 0; index < count; index += 1) samples[index] = wav.readInt16LE(44 + index * 2) / 32_767;
  return samples;
}

/** RMS level in dBFS (a full-scale sine is −3). */
export function rmsDbfs(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return 20 * Math.log10(Math.sqrt(sum / Math.max(1, samples.length)));
}

/**
 * A phone's ring, once: two bursts of 400 + 450 Hz (the British "ring ring") of 0.4 s, 0.2 s apart,
 * then a second of quiet before the customer speaks — 2 s, 64 KB. Each burst fades in and out over
 * 10 ms so it does not click.
 */
export function demoRingtoneWav(): Buffer {
  const rate = DEMO_SOUND_RATE;
  const samples = new Float32Array(Math.round(2 * rate));
  const fade = Math.round(0.01 * rate);
  for (const start of [0, 0.6]) {
    const from = Math.round(start * rate);
    const length = Math.round(0.4 * rate);
    for (let index = 0; index < length; index += 1) {
      const time = index / rate;
      const envelope = Math.min(1, index / fade, (length - 1 - index) / fade);
      samples[from + index] = envelope * 0.25 * (Math.sin(2 * Math.PI * 400 * time) + Math.sin(2 * Math.PI * 450 * time));
    }
  }
  return pcmWav(samples);
}

/** A small deterministic PRNG (mulberry32): the same noise on every seed. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo ambience's seconds, and the seconds of its end folded into its start so it loops without a seam. */
const AMBIENCE_SECONDS = 8;
const SEAM_SECONDS = 0.5;

/**
 * A quiet room: white noise through two one-pole low-pass filters (about 300 Hz: a murmur, no hiss),
 * with a slow swell, at about −31 dBFS RMS; its last half second is cross-faded into its first, so
 * played in a loop it has no seam. 8 s, 256 KB.
 */
export function demoAmbienceWav(): Buffer {
  const rate = DEMO_SOUND_RATE;
  const total = Math.round((AMBIENCE_SECONDS + SEAM_SECONDS) * rate);
  const random = noise(20_261_130);
  const alpha = 1 - Math.exp((-2 * Math.PI * 300) / rate);
  const raw = new Float32Array(total);
  let first = 0;
  let second = 0;
  for (let index = 0; index < total; index += 1) {
    first += alpha * (random() * 2 - 1 - first);
    second += alpha * (first - second);
    const swell = 1 + 0.25 * Math.sin((2 * Math.PI * index) / (AMBIENCE_SECONDS * rate));
    raw[index] = second * swell;
  }
  const length = Math.round(AMBIENCE_SECONDS * rate);
  const seam = total - length;
  const looped = raw.slice(0, length);
  for (let index = 0; index < seam; index += 1) {
    const weight = index / seam;
    looped[index] = raw[index]! * weight + raw[length + index]! * (1 - weight);
  }
  // Scaled to the level the call plays it at (docs/practice.md "Ringtone and ambience").
  const gain = 10 ** (-31 / 20) / 10 ** (rmsDbfs(looped) / 20);
  return pcmWav(looped.map((sample) => sample * gain));
}
