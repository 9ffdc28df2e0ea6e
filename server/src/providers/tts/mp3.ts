import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import { resampleMono, type Pcm16 } from './wav.js';

/**
 * Speech as MP3 (docs/practice.md "Lines and audio"): mono, constant bitrate, 16 kHz (espeak-ng's
 * 22 050 Hz resampled; Tencent's 16 kHz as it is). 32 kbps keeps a synthetic voice clear for about
 * a tenth of its WAV.
 */
export const SPEECH_MP3_KBPS = 32;
/** Speech is encoded at 16 kHz at most: all a voice needs, and a quarter fewer samples to encode than espeak-ng's 22 050 Hz. */
export const SPEECH_MP3_RATE = 16_000;

/** The length of a constant-bitrate speech MP3 from its size, to one frame (≈ 26–36 ms). */
export const speechMp3DurationMs = (bytes: number) => Math.round((bytes * 8) / SPEECH_MP3_KBPS);

/** Samples encoded between yields: about a second of speech, some 20 ms of work. */
const SLICE = 1152 * 20;

/** The 16-bit samples of mono speech, in a buffer of their own (a worker takes it over). */
function monoSamples(pcm: Pcm16): { samples: Int16Array; sampleRate: number } {
  const mono = pcm.channels === 1 && pcm.sampleRate <= SPEECH_MP3_RATE ? pcm : resampleMono(pcm, Math.min(pcm.sampleRate, SPEECH_MP3_RATE));
  // An array buffer of their own (never Buffer's shared pool), at an even offset.
  const copy = new Uint8Array(mono.data.length & ~1);
  copy.set(mono.data.subarray(0, copy.length));
  return { samples: new Int16Array(copy.buffer), sampleRate: mono.sampleRate };
}

/** Encodes in this thread with lamejs, yielding to the event loop between slices. */
async function encodeHere(samples: Int16Array, sampleRate: number): Promise<Buffer> {
  const encoder = new Mp3Encoder(1, sampleRate, SPEECH_MP3_KBPS);
  const parts: Buffer[] = [];
  for (let start = 0; start < samples.length; start += SLICE) {
    if (start > 0) await setImmediate();
    parts.push(Buffer.from(encoder.encodeBuffer(samples.subarray(start, start + SLICE))));
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

/** The encoder thread's code: lamejs over each message's samples, the MP3 sent back. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.lamejs).then(({ Mp3Encoder }) => {
  parentPort.on('message', ({ samples, sampleRate, kbps }) => {
    try {
      const encoder = new Mp3Encoder(1, sampleRate, kbps);
      const parts = [encoder.encodeBuffer(samples), encoder.flush()];
      const mp3 = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
      let at = 0;
      for (const part of parts) { mp3.set(part, at); at += part.length; }
      parentPort.postMessage({ mp3 }, [mp3.buffer]);
    } catch (error) {
      parentPort.postMessage({ error: String(error) });
    }
  });
});
`;

/** A line waiting for the encoder thread; `urgent` when the learner is waiting to hear it. */
interface Job {
  samples: Int16Array;
  sampleRate: number;
  urgent: boolean;
  resolve: (mp3: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * The process's encoder thread, started on first use: the MP3s of new lines are encoded beside the
 * event loop, on the other core, instead of in slices between the sessions' work. One line at a
 * time, an urgent one (the first of a reply, which the learner is waiting for) before the rest
 * (whose turn to play comes later). One thread: a second, on this two-core machine, slowed the
 * event loop more than it sped the encoding (docs/benchmarks.md, role-play). A thread that fails
 * fails the line it was encoding and is started again for the next.
 */
function encoderThread() {
  const jobs: Job[] = [];
  let worker: Worker | null = null;
  let current: Job | null = null;
  const pump = () => {
    if (current || jobs.length === 0) return;
    const urgent = jobs.findIndex((job) => job.urgent);
    const job = (current = jobs.splice(urgent >= 0 ? urgent : 0, 1)[0]!);
    (worker ??= start()).postMessage({ samples: job.samples, sampleRate: job.sampleRate, kbps: SPEECH_MP3_KBPS }, [job.samples.buffer as ArrayBuffer]);
  };
  const settle = (answer: { mp3?: Uint8Array; error?: string }) => {
    const job = current;
    current = null;
    if (answer.mp3) job?.resolve(Buffer.from(answer.mp3.buffer, answer.mp3.byteOffset, answer.mp3.length));
    else job?.reject(new Error(`MP3 encoding failed: ${answer.error ?? 'no answer'}`));
    pump();
  };
  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { lamejs: import.meta.resolve('@breezystack/lamejs') } });
    started.unref();
    started.on('message', settle);
    started.on('error', (error) => {
      worker = null;
      settle({ error: error.message });
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = null;
      settle({ error: `the encoder thread stopped (${code})` });
    });
    return started;
  };
  return (samples: Int16Array, sampleRate: number, urgent: boolean): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      jobs.push({ samples, sampleRate, urgent, resolve, reject });
      pump();
    });
}

const inThread = encoderThread();

/**
 * Encodes 16-bit PCM with lamejs (pure JavaScript, about 2 % of real time) on the encoder thread —
 * `urgent` before the lines that are not — or, with `here`, in this thread, yielding between slices.
 */
export async function encodeSpeechMp3(pcm: Pcm16, { urgent = false, here = false }: { urgent?: boolean; here?: boolean } = {}): Promise<Buffer> {
  const { samples, sampleRate } = monoSamples(pcm);
  return here ? encodeHere(samples, sampleRate) : inThread(samples, sampleRate, urgent);
}
