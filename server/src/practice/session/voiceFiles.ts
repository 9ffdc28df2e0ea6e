import { createHash, randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../http/context.js';
import { encodeSpeechMp3, SPEECH_MP3_KBPS, speechMp3DurationMs, type Pcm16 } from '../../providers/tts/index.js';

/**
 * The customer's voice as files (docs/practice.md "Lines and audio"): a voiced line is stored once
 * per organisation, as MP3, under a key made from what decides its sound — the provider, voice,
 * language and text, or the digital human's clip. The same line in the same voice (every session
 * of a scenario) is then one file: synthesised once, and kept by the apps under one name.
 */

export interface VoiceFile {
  /** The content key: 32 hex digits. */
  key: string;
  storageKey: string;
  durationMs: number;
}

/** A content key as the voice route takes it. */
export const VOICE_KEY = /^[0-9a-f]{32}$/;

/** The key of what decides a line's sound; the encoding is part of it, so another bitrate makes other files. */
export const voiceKey = (parts: readonly string[]): string =>
  createHash('sha256')
    .update(JSON.stringify([`mp3-${SPEECH_MP3_KBPS}`, ...parts]))
    .digest('hex')
    .slice(0, 32);

const storageKeyOf = (orgId: string, key: string) => `${orgId}/practicevoice/${key}.mp3`;

/** The organisation's stored voice file of `key`, if there is one. */
export async function findVoiceFile(deps: Pick<AppDeps, 'storage'>, orgId: string, key: string): Promise<VoiceFile | undefined> {
  const storageKey = storageKeyOf(orgId, key);
  const size = await deps.storage.size(storageKey);
  return size ? { key, storageKey, durationMs: speechMp3DurationMs(size) } : undefined;
}

async function store(deps: Pick<AppDeps, 'storage'>, orgId: string, key: string, speech: Pcm16, urgent: boolean): Promise<VoiceFile> {
  const mp3 = await encodeSpeechMp3(speech, { urgent });
  const local = path.join(os.tmpdir(), `peilian-voice-${randomBytes(8).toString('hex')}.mp3`);
  const storageKey = storageKeyOf(orgId, key);
  try {
    await writeFile(local, mp3);
    await deps.storage.put(local, storageKey);
  } finally {
    await rm(local, { force: true });
  }
  return { key, storageKey, durationMs: speechMp3DurationMs(mp3.length) };
}

/** Lines being voiced by this process: callers asking for the same one at once share the work. */
const pending = new Map<string, Promise<VoiceFile>>();

/**
 * The stored voice file of `parts` in the organisation, made from `speech()` the first time it is
 * asked for — encoded before lines that are not `urgent` (a role-play's later sentences, which play
 * after the first). Two processes voicing the same new line at once store the same bytes under the same key.
 */
export function voiceFile(
  deps: Pick<AppDeps, 'storage'>,
  orgId: string,
  parts: readonly string[],
  speech: () => Promise<Pcm16>,
  urgent = true,
): Promise<VoiceFile> {
  const key = voiceKey(parts);
  const id = `${orgId}/${key}`;
  let made = pending.get(id);
  if (!made) {
    made = findVoiceFile(deps, orgId, key).then(async (kept) => kept ?? store(deps, orgId, key, await speech(), urgent));
    pending.set(id, made);
    made.then(
      () => pending.delete(id),
      () => pending.delete(id),
    );
  }
  return made;
}
