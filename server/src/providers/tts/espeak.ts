import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { ProviderError } from '../errors.js';
import { clampSpeed, type TtsLanguage, type TtsProvider, type TtsRequest, type TtsResult } from './types.js';
import { encodeWav, parseWav, pcmDurationMs } from './wav.js';

const VOICES: Record<TtsLanguage, string> = { zh: 'cmn', yue: 'yue', en: 'en-us' };
const FEMALE = ['f1', 'f2', 'f3', 'f4', 'f5'];
const MALE = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
const VARIANTS = [...FEMALE, ...MALE];
/** espeak-ng's default rate in words per minute; `speed` scales it. */
const NORMAL_WPM = 175;
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

/** The espeak-ng variant of a voice name: itself, female/male defaults, or a fixed pick by hash. */
export function espeakVariant(voice: string): string | undefined {
  const name = voice.trim().toLowerCase();
  if (!name) return undefined;
  if (VARIANTS.includes(name)) return name;
  if (name === 'female') return 'f3';
  if (name === 'male') return 'm3';
  return VARIANTS[createHash('sha256').update(name).digest().readUInt32BE(0) % VARIANTS.length];
}

/**
 * The local default: espeak-ng from Debian (`apt-get install -y espeak-ng`), spawned once per line
 * with the text on stdin (`--stdin`, UTF-8) and the WAV on stdout. Robotic but instant and offline.
 */
export class EspeakTtsProvider implements TtsProvider {
  readonly name = 'espeak';

  constructor(private readonly options: { espeakPath: string; timeoutMs: number }) {}

  synthesize(request: TtsRequest, signal?: AbortSignal): Promise<TtsResult> {
    const text = request.text.trim();
    if (!text) return Promise.reject(new ProviderError('tts', 'badInput', 'nothing to say'));
    const variant = espeakVariant(request.voice);
    const voice = variant ? `${VOICES[request.language]}+${variant}` : VOICES[request.language];
    const wpm = String(Math.round(NORMAL_WPM * clampSpeed(request.speed)));
    return this.run(['-v', voice, '-s', wpm, '-b', '1', '--stdin', '--stdout'], text, signal);
  }

  private run(args: string[], text: string, signal: AbortSignal | undefined): Promise<TtsResult> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.espeakPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      let bytes = 0;
      let stderr = '';
      let failure: ProviderError | undefined;
      const stop = (error: ProviderError) => {
        failure ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(
        () => stop(new ProviderError('tts', 'timeout', `espeak-ng took longer than ${this.options.timeoutMs} ms`, 'Timeout')),
        this.options.timeoutMs,
      );
      const onAbort = () => stop(new ProviderError('tts', 'timeout', 'synthesis cancelled', 'Aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      child.stdout.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > MAX_OUTPUT_BYTES) stop(new ProviderError('tts', 'badResponse', 'espeak-ng output too large'));
        else chunks.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // A child that dies before reading stdin makes the write fail with EPIPE; its exit reports why.
      child.stdin.on('error', () => undefined);
      child.stdin.end(text, 'utf8');
      child.on('error', (error: NodeJS.ErrnoException) => {
        failure ??=
          error.code === 'ENOENT'
            ? new ProviderError('tts', 'unavailable', `${this.options.espeakPath} not found: apt-get install -y espeak-ng`, 'ENOENT')
            : new ProviderError('tts', 'unavailable', `espeak-ng could not start: ${error.message}`, error.code ?? '');
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (failure) return reject(failure);
        const pcm = code === 0 ? parseWav(Buffer.concat(chunks)) : null;
        if (!pcm || pcm.data.length === 0) {
          return reject(new ProviderError('tts', 'badResponse', `espeak-ng exited ${code} without audio: ${stderr.trim().slice(0, 200)}`, String(code)));
        }
        resolve({ audio: encodeWav(pcm), format: 'wav', sampleRate: pcm.sampleRate, durationMs: pcmDurationMs(pcm) });
      });
    });
  }
}
