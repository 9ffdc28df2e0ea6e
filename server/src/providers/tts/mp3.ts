import { setImmediate } from 'node:timers/promises';
import { Mp3Encoder } from '@breezystack/lamejs';
import { resampleMono, type Pcm16 } from './wav.js';

/**
 * Speech as MP3 (docs/practice.md "Lines and audio"): mono, constant bitrate, at the source's rate
 * (espeak-ng 22 050 Hz, Tencent 16 kHz). 32 kbps keeps a synthetic voice clear for about a tenth of
 * its WAV.
 */
export const SPEECH_MP3_KBPS = 32;

/** The length of a constant-bitrate speech MP3 from its size, to one frame (≈ 26–36 ms). */
export const speechMp3DurationMs = (bytes: number) => Math.round((bytes * 8) / SPEECH_MP3_KBPS);

/** Samples encoded between yields: about a second of speech, some 20 ms of work. */
const SLICE = 1152 * 20;

/**
 * Encodes 16-bit PCM with lamejs (pure JavaScript, ~2 % of real time here), yielding to the event
 * loop between slices so the sessions this process serves are not held up meanwhile.
 */
export async function encodeSpeechMp3(pcm: Pcm16): Promise<Buffer> {
  const mono = pcm.channels === 1 ? pcm : resampleMono(pcm, pcm.sampleRate);
  // Int16Array needs an even offset; a Buffer cut from a larger one may have an odd one.
  const bytes = mono.data.byteOffset % 2 === 0 ? mono.data : Buffer.from(mono.data);
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1);
  const encoder = new Mp3Encoder(1, mono.sampleRate, SPEECH_MP3_KBPS);
  const parts: Buffer[] = [];
  for (let start = 0; start < samples.length; start += SLICE) {
    if (start > 0) await setImmediate();
    parts.push(Buffer.from(encoder.encodeBuffer(samples.subarray(start, start + SLICE))));
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}
