import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeWav, parseWav, resampleMono } from '../../src/providers/tts/wav.js';

/** A learner's spoken reply for tests: 16 kHz mono 16-bit PCM and the same as a WAV file's bytes. */
export interface SpeechAudio {
  /** Raw PCM, as the voice socket carries it. */
  pcm: Buffer;
  /** The WAV (Chromium's `--use-file-for-fake-audio-capture` input). */
  wav: Buffer;
  durationMs: number;
}

/** Fails with the install command when espeak-ng is missing, instead of letting a test skip. */
export function requireEspeak(espeakPath = 'espeak-ng'): void {
  const probe = spawnSync(espeakPath, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(`espeak-ng is required by this test and was not found (${probe.error?.message ?? `exit ${probe.status}`}): apt-get install -y espeak-ng`);
  }
}

/**
 * Speaks `text` with espeak-ng (Mandarin voice `cmn` unless told) and converts it to the voice
 * socket's format, 16 kHz mono 16-bit. Deterministic: the same text gives the same bytes.
 */
export function speechAudio(text: string, voice = 'cmn'): SpeechAudio {
  requireEspeak();
  const result = spawnSync('espeak-ng', ['-v', voice, '-b', '1', '--stdin', '--stdout'], { input: text, maxBuffer: 64 * 1024 * 1024 });
  const parsed = result.status === 0 ? parseWav(result.stdout) : null;
  if (!parsed) throw new Error(`espeak-ng produced no WAV for "${text}": ${result.stderr?.toString() ?? ''}`);
  const pcm = resampleMono(parsed, 16_000);
  return { pcm: pcm.data, wav: encodeWav(pcm), durationMs: Math.round(pcm.data.length / 32) };
}

/** Writes the WAV of `text` to `file` (the fake microphone of a browser test) and returns its path. */
export function writeSpeechWav(text: string, file: string, voice = 'cmn'): string {
  writeFileSync(file, speechAudio(text, voice).wav);
  return path.resolve(file);
}

// `node --import tsx test/fakes/speechWav.ts "<sentence>" out.wav` (from server/)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [text, file] = process.argv.slice(2);
  if (!text || !file) {
    process.stderr.write('usage: speechWav.ts "<sentence>" <out.wav> [voice]\n');
    process.exit(2);
  }
  process.stdout.write(`${writeSpeechWav(text, file, process.argv[4])}\n`);
}
