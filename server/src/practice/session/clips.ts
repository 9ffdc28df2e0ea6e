import { findClip } from '../../data/practiceSessions.js';
import type { StoredCustomerLine } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';
import { parseWav, type Pcm16 } from '../../providers/tts/index.js';
import { clipTextHash } from '../clipText.js';

/** A digital human's stored clip of a line. */
export interface Clip {
  id: string;
  storageKey: string;
}

/** A stored file's bytes. */
export async function readAll(deps: Pick<AppDeps, 'storage'>, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The digital human's clip of the line (same text and emotion) when its WAV is still stored; none otherwise. */
export async function clipOf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  orgId: string,
  templateId: string,
  line: Pick<StoredCustomerLine, 'text' | 'emotion'>,
): Promise<Clip | undefined> {
  const clip = await findClip(deps.db, orgId, templateId, clipTextHash(line.text), line.emotion);
  if (!clip?.storageKey.endsWith('.wav') || !(await deps.storage.exists(clip.storageKey))) return undefined;
  return clip;
}

/** The speech of a stored clip. */
export async function clipSpeech(deps: Pick<AppDeps, 'storage'>, clip: Clip): Promise<Pcm16> {
  const speech = parseWav(await readAll(deps, clip.storageKey));
  if (!speech) throw new Error(`voice clip ${clip.id} is not a 16-bit PCM WAV`);
  return speech;
}
