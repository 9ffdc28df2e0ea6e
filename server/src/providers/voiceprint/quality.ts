import type { Pcm16 } from '../tts/wav.js';

/**
 * Whether a recording is fit to enrol or verify a voiceprint, checked before it reaches a provider
 * (a bad take scores low against anyone and would look like an impostor). The codes are the spec's:
 * 200003 volume too low, 200004 volume too high (clipping), 200005 too little speech, 200006 too noisy.
 */
export type VoiceQuality = { ok: true; durationMs: number } | { ok: false; code: VoiceQualityCode; durationMs: number };

export type VoiceQualityCode = 200003 | 200004 | 200005 | 200006;

const FRAME_MS = 20;
/** Voiced audio needed: enough syllables for a speaker model to work with. */
export const MIN_VOICED_MS = 1500;
/** The loudest frame must reach this, or the speaker is too far from the microphone. */
const MIN_PEAK_DBFS = -40;
/** A frame counts as voiced above this, and above `VOICED_BELOW_PEAK_DB` under the loudest frame. */
const VOICED_FLOOR_DBFS = -50;
const VOICED_BELOW_PEAK_DB = 30;
/** A sample this close to full scale is (nearly) clipped; more than 1 % of them is an overdriven take. */
const CLIP_LEVEL = 32_000;
const MAX_CLIPPED_SHARE = 0.01;
/** Speech has pauses: its quietest tenth of frames lies far below its loudest tenth, noise does not. */
const MIN_DYNAMIC_RANGE_DB = 12;
const SILENCE_DBFS = -100;

/** The RMS level in dBFS of each whole 20 ms frame of the first channel. */
function frameLevels(pcm: Pcm16): number[] {
  const frameSamples = Math.round((pcm.sampleRate * FRAME_MS) / 1000);
  const stride = 2 * pcm.channels;
  const total = Math.floor(pcm.data.length / stride);
  const levels: number[] = [];
  for (let start = 0; start + frameSamples <= total; start += frameSamples) {
    let sum = 0;
    for (let i = start; i < start + frameSamples; i += 1) sum += pcm.data.readInt16LE(i * stride) ** 2;
    const rms = Math.sqrt(sum / frameSamples) / 32768;
    levels.push(rms > 0 ? Math.max(SILENCE_DBFS, 20 * Math.log10(rms)) : SILENCE_DBFS);
  }
  return levels;
}

function clippedShare(pcm: Pcm16): number {
  const samples = Math.floor(pcm.data.length / 2);
  let clipped = 0;
  for (let i = 0; i < samples; i += 1) if (Math.abs(pcm.data.readInt16LE(i * 2)) >= CLIP_LEVEL) clipped += 1;
  return samples > 0 ? clipped / samples : 0;
}

const mean = (values: number[]) => values.reduce((sum, x) => sum + x, 0) / Math.max(1, values.length);

/** The spread in dB between the loudest and the quietest tenth of the frames. */
function dynamicRangeDb(levels: number[]): number {
  const sorted = [...levels].sort((a, b) => a - b);
  const tenth = Math.max(1, Math.floor(sorted.length / 10));
  return mean(sorted.slice(-tenth)) - mean(sorted.slice(0, tenth));
}

/**
 * Checks a recording (16-bit PCM) for the voiceprint: loud enough, not clipped, enough voiced
 * audio, pauses standing out from the background. `durationMs` is the voiced audio's length.
 */
export function checkVoiceQuality(pcm: Pcm16): VoiceQuality {
  const levels = frameLevels(pcm);
  const peak = Math.max(SILENCE_DBFS, ...levels);
  const floor = Math.max(VOICED_FLOOR_DBFS, peak - VOICED_BELOW_PEAK_DB);
  const durationMs = levels.filter((level) => level > floor).length * FRAME_MS;
  if (clippedShare(pcm) > MAX_CLIPPED_SHARE) return { ok: false, code: 200004, durationMs };
  if (peak < MIN_PEAK_DBFS) return { ok: false, code: 200003, durationMs };
  if (durationMs < MIN_VOICED_MS) return { ok: false, code: 200005, durationMs };
  if (dynamicRangeDb(levels) < MIN_DYNAMIC_RANGE_DB) return { ok: false, code: 200006, durationMs };
  return { ok: true, durationMs };
}
