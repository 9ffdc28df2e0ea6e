import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
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

/** Mono speech to encode, at 16 kHz at most, in an array buffer of its own (a thread takes it over). */
interface Samples {
  samples: Int16Array;
  sampleRate: number;
}

function monoSamples(pcm: Pcm16): Samples {
  const mono = pcm.channels === 1 && pcm.sampleRate <= SPEECH_MP3_RATE ? pcm : resampleMono(pcm, Math.min(pcm.sampleRate, SPEECH_MP3_RATE));
  // Never Buffer's shared pool, and at an even offset.
  const copy = new Uint8Array(mono.data.length & ~1);
  copy.set(mono.data.subarray(0, copy.length));
  return { samples: new Int16Array(copy.buffer), sampleRate: mono.sampleRate };
}

/** The longest an encoding may take: a line is seconds of speech, encoded in milliseconds. */
const ENCODE_LIMIT_MS = 10_000;

/**
 * LAME itself (`apt-get install -y lame`), one process a line, raw samples in and the MP3 out:
 * some 10 ms a line where lamejs takes 50–90 ms of a core (docs/benchmarks.md, role-play). No
 * LAME tag (`-t`), so every byte is a 36 ms frame of speech and the length reads from the size.
 */
function encodeWithLame({ samples, sampleRate }: Samples): Promise<Buffer> {
  const order = os.endianness() === 'LE' ? '--little-endian' : '--big-endian';
  const args = [
    '--silent',
    '-r',
    '-s',
    String(sampleRate / 1000),
    '--bitwidth',
    '16',
    '--signed',
    order,
    '-m',
    'm',
    '-b',
    String(SPEECH_MP3_KBPS),
    '--cbr',
    '-t',
    '-',
    '-',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('lame', args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: ENCODE_LIMIT_MS, killSignal: 'SIGKILL' });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A child that dies before reading its input fails the write with EPIPE; its exit says why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const mp3 = Buffer.concat(chunks);
      if (code === 0 && mp3.length > 0) resolve(mp3);
      else reject(new Error(`lame exited ${code ?? signal}: ${stderr.trim().slice(-200)}`));
    });
  });
}

/** Whether LAME is on the PATH: asked once, when the first line is encoded. */
let lameFound: Promise<boolean> | undefined;
const hasLame = () =>
  (lameFound ??= new Promise((resolve) => {
    const probe = spawn('lame', ['--version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  }));

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

/**
 * Without LAME: lamejs (pure JavaScript) on a thread of its own, started on first use, one line at
 * a time — beside the event loop, on the other core. One thread: a second, on a two-core machine,
 * slowed the event loop more than it sped the encoding (docs/benchmarks.md, role-play). A thread
 * that fails fails the line it was encoding and is started again for the next.
 */
function lamejsThread(): (line: Samples) => Promise<Buffer> {
  let worker: Worker | null = null;
  let current: { resolve: (mp3: Buffer) => void; reject: (error: Error) => void } | null = null;
  const settle = (answer: { mp3?: Uint8Array; error?: string }) => {
    const line = current;
    current = null;
    if (answer.mp3) line?.resolve(Buffer.from(answer.mp3.buffer, answer.mp3.byteOffset, answer.mp3.length));
    else line?.reject(new Error(`MP3 encoding failed: ${answer.error ?? 'no answer'}`));
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
  return ({ samples, sampleRate }) =>
    new Promise((resolve, reject) => {
      current = { resolve, reject };
      (worker ??= start()).postMessage({ samples, sampleRate, kbps: SPEECH_MP3_KBPS }, [samples.buffer as ArrayBuffer]);
    });
}

interface Waiting {
  line: Samples;
  urgent: boolean;
  resolve: (mp3: Buffer) => void;
  reject: (error: Error) => void;
}

/** Runs `encode` on `parallel` lines at a time, an urgent one (the learner is waiting to hear it) before the rest. */
function urgentFirst(parallel: number, encode: (line: Samples) => Promise<Buffer>) {
  const waiting: Waiting[] = [];
  let running = 0;
  const pump = () => {
    while (running < parallel && waiting.length > 0) {
      const urgent = waiting.findIndex((line) => line.urgent);
      const next = waiting.splice(urgent >= 0 ? urgent : 0, 1)[0]!;
      running += 1;
      encode(next.line)
        .then(next.resolve, next.reject)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  return (line: Samples, urgent: boolean) =>
    new Promise<Buffer>((resolve, reject) => {
      waiting.push({ line, urgent, resolve, reject });
      pump();
    });
}

/** The encoders: LAME two lines at a time (a core each), lamejs one on its thread. */
const encoders = { lame: urgentFirst(2, encodeWithLame), lamejs: urgentFirst(1, lamejsThread()) };
export type Mp3EncoderName = keyof typeof encoders;

/**
 * Encodes 16-bit PCM as speech MP3 with LAME when it is installed, else with lamejs on its thread;
 * `urgent` lines (the first of a role-play's reply) before those that are not.
 */
export async function encodeSpeechMp3(pcm: Pcm16, { urgent = false, encoder }: { urgent?: boolean; encoder?: Mp3EncoderName } = {}): Promise<Buffer> {
  const name = encoder ?? ((await hasLame()) ? 'lame' : 'lamejs');
  return encoders[name](monoSamples(pcm), urgent);
}
