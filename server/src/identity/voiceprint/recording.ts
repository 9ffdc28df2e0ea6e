import { randomBytes, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { invalidInput } from '../../errors/index.js';
import { encodeWav, type Pcm16 } from '../../providers/tts/wav.js';
import type { FileStorage } from '../../storage/files.js';

/** At most 4096 samples a chunk (§7: the recorder's frames), 16-bit. */
const MAX_CHUNK_BYTES = 8192;
/** A reading takes seconds; 30 s of audio is the most one recording keeps. */
const MAX_RECORDING_BYTES = 30 * 16_000 * 2;
const SAMPLE_RATE = 16_000;

/** Raw 16 kHz mono 16-bit PCM of a chunk, or a refusal (`practiceSession.voice.badFrame`). */
function chunkBytes(audio: unknown): Buffer {
  const bytes = Buffer.isBuffer(audio)
    ? audio
    : audio instanceof Uint8Array
      ? Buffer.from(audio)
      : audio instanceof ArrayBuffer
        ? Buffer.from(audio)
        : undefined;
  if (!bytes || bytes.length === 0 || bytes.length % 2 !== 0 || bytes.length > MAX_CHUNK_BYTES) {
    throw invalidInput('practiceSession.voice.badFrame');
  }
  return bytes;
}

/** One recording of a voiceprint socket, between `open` and `close`; what goes past 30 s is dropped. */
export class VoiceRecording {
  private chunks: Buffer[] = [];
  private bytes = 0;

  add(audio: unknown): void {
    const chunk = chunkBytes(audio);
    if (this.bytes + chunk.length > MAX_RECORDING_BYTES) return;
    this.chunks.push(chunk);
    this.bytes += chunk.length;
  }

  get empty(): boolean {
    return this.bytes === 0;
  }

  pcm(): Pcm16 {
    return { sampleRate: SAMPLE_RATE, channels: 1, data: Buffer.concat(this.chunks) };
  }
}

/** Keeps a sample as a wav of the organisation's voiceprint folder (never public: library/publicFiles.ts). */
export async function storeSample(storage: FileStorage, orgId: string, pcm: Pcm16): Promise<string> {
  const key = `${orgId}/voiceprint/${randomUUID().replace(/-/g, '')}.wav`;
  const local = path.join(os.tmpdir(), `peilian-vpr-${randomBytes(8).toString('hex')}.wav`);
  try {
    await writeFile(local, encodeWav(pcm));
    await storage.put(local, key);
  } finally {
    await rm(local, { force: true });
  }
  return key;
}
