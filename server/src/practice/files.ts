import { open } from 'node:fs/promises';
import { AUDIO_UPLOAD_BYTES, IMAGE_UPLOAD_BYTES, WAV_UPLOAD_BYTES, CUSTOMER_AVATAR } from '@peilian/shared';
import { randomSecret } from '../auth/token.js';
import { invalidInput } from '../errors/index.js';
import type { UploadedFile } from '../http/validate.js';
import { assertImageDimensions, readImageInfo } from '../lib/imageInfo.js';
import type { Caller } from '../auth/caller.js';
import { dayFolder } from '../storage/keys.js';

/**
 * Files of the practice libraries go through the storage interface under the organisation's
 * upload folders (admin §3): `ringtone`, `bgm` (wav under 2 MB), `customeravatar` (132×132),
 * `scenemedia` (images) and `recordBestAuido` (excellent recordings).
 */

/** A wav file's length from its header (PCM byte rate at offset 28), 0 when it cannot tell. */
async function readWav(filePath: string): Promise<{ wav: boolean; durationMs: number }> {
  const handle = await open(filePath, 'r');
  try {
    const header = Buffer.alloc(44);
    const { bytesRead } = await handle.read(header, 0, 44, 0);
    const wav = bytesRead >= 12 && header.toString('latin1', 0, 4) === 'RIFF' && header.toString('latin1', 8, 12) === 'WAVE';
    if (!wav || bytesRead < 44) return { wav, durationMs: 0 };
    const byteRate = header.readUInt32LE(28);
    const { size } = await handle.stat();
    return { wav, durationMs: byteRate > 0 ? Math.round(((size - 44) / byteRate) * 1000) : 0 };
  } finally {
    await handle.close();
  }
}

/** Checks and stores a background audio or ringtone: a wav under 2 MB, checked by its bytes. */
export async function storeWav(request: Caller, file: UploadedFile, kind: string): Promise<{ key: string; size: number; durationMs: number }> {
  if (file.size >= WAV_UPLOAD_BYTES) throw invalidInput('practiceAdmin.rules.audioTooLarge', {}, 'file');
  const { wav, durationMs } = await readWav(file.filepath);
  if (!wav) throw invalidInput('practiceAdmin.rules.audioNotWav', {}, 'file');
  const key = `${request.caller.orgId}/${kind}/${dayFolder(request.deps.clock.now())}/${randomSecret(12)}.wav`;
  const stored = await request.deps.storage.put(file.filepath, key);
  return { key, size: stored.size, durationMs };
}

/** Checks and stores a customer avatar: jpg or png, 2 MB at most, 132×132 (the back office crops to it). */
export async function storeAvatar(request: Caller, file: UploadedFile): Promise<string> {
  if (file.size > IMAGE_UPLOAD_BYTES) throw invalidInput('practiceAdmin.rules.avatarTooLarge', {}, 'file');
  const image = await readImageInfo(file.filepath);
  if (!image) throw invalidInput('practiceAdmin.rules.avatarFormat', {}, 'file');
  if (image.width !== CUSTOMER_AVATAR.width || image.height !== CUSTOMER_AVATAR.height) {
    throw invalidInput('practiceAdmin.rules.avatarSize', { width: image.width, height: image.height }, 'file');
  }
  const key = `${request.caller.orgId}/customeravatar/${dayFolder(request.deps.clock.now())}/${randomSecret(12)}.${image.type}`;
  await request.deps.storage.put(file.filepath, key);
  return request.deps.storage.publicPath(key);
}

/** Checks and stores a scenario image: jpg or png, 2 MB at most. */
export async function storeSceneImage(request: Caller, file: UploadedFile): Promise<string> {
  const image = file.size <= IMAGE_UPLOAD_BYTES ? await readImageInfo(file.filepath) : undefined;
  if (!image) throw invalidInput('practiceAdmin.rules.sceneImageFormat', {}, 'file');
  assertImageDimensions(image);
  const key = `${request.caller.orgId}/scenemedia/${dayFolder(request.deps.clock.now())}/${randomSecret(12)}.${image.type}`;
  await request.deps.storage.put(file.filepath, key);
  return request.deps.storage.publicPath(key);
}

/** mp3 (an ID3 tag or an MPEG audio frame) or wav (RIFF WAVE), by the first bytes. */
async function audioFormat(filePath: string): Promise<'mp3' | 'wav' | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    if (bytesRead >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE') return 'wav';
    if (bytesRead >= 3 && head.toString('latin1', 0, 3) === 'ID3') return 'mp3';
    if (bytesRead >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
    return null;
  } finally {
    await handle.close();
  }
}

/** Checks and stores a scenario's excellent recording: mp3 or wav, within the audio limit. */
export async function storeRecording(request: Caller, file: UploadedFile): Promise<string> {
  const format = file.size <= AUDIO_UPLOAD_BYTES ? await audioFormat(file.filepath) : null;
  if (!format) throw invalidInput('practiceAdmin.rules.recordingFormat', {}, 'file');
  const key = `${request.caller.orgId}/recordBestAuido/${dayFolder(request.deps.clock.now())}/${randomSecret(12)}.${format}`;
  await request.deps.storage.put(file.filepath, key);
  return request.deps.storage.publicPath(key);
}
