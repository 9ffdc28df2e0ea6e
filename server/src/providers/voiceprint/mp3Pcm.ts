import { spawn } from 'node:child_process';
import { parseWav, resampleMono, type Pcm16 } from '../tts/wav.js';

/**
 * A learner's uploaded MP3 as the voiceprint providers take audio: 16 kHz mono 16-bit PCM, decoded
 * by LAME (`apt-get install -y lame`, docs/voiceprint.md "Who is practising"). LAME writes a
 * streamed WAV to stdout (its size fields 0x7fffffff, which `parseWav` reads to the end).
 */

export const VOICEPRINT_RATE = 16_000;
/** A recording is at most a few minutes of speech: decoded in well under a second. */
const DECODE_LIMIT_MS = 20_000;

/** Whether LAME is on the PATH: asked once per process. */
let lameFound: Promise<boolean> | undefined;
export const lameInstalled = (): Promise<boolean> =>
  (lameFound ??= new Promise((resolve) => {
    const probe = spawn('lame', ['--version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  }));

/** Decodes an MP3 to 16 kHz mono PCM with LAME; fails when LAME cannot read it. */
export function decodeMp3(mp3: Buffer): Promise<Pcm16> {
  return new Promise((resolve, reject) => {
    const child = spawn('lame', ['--silent', '--decode', '--mp3input', '-', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: DECODE_LIMIT_MS,
      killSignal: 'SIGKILL',
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A child that dies before reading its input fails the write with EPIPE; its exit says why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(mp3);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const pcm = code === 0 ? parseWav(Buffer.concat(chunks)) : null;
      if (pcm) resolve(resampleMono(pcm, VOICEPRINT_RATE));
      else reject(new Error(`lame --decode exited ${code ?? signal}: ${stderr.trim().slice(-200)}`));
    });
  });
}
