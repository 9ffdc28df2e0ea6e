import { createHash } from 'node:crypto';
import { findClip } from '../../data/practiceSessions.js';
import type { AppDeps } from '../../http/context.js';
import type { ClipSource } from './voice.js';

/** The text hash clips are keyed by (the same as background synthesis, `practice/synthesis.ts`). */
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

async function readAll(deps: AppDeps, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of deps.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a digital human's stored clips of the lines it says (a missing or unreadable clip: none). */
export function storedClips(deps: AppDeps, orgId: string, templateId: string): ClipSource {
  return async (line) => {
    const clip = await findClip(deps.db, orgId, templateId, hashOf(line.text.trim()), line.emotion);
    if (!clip || !(await deps.storage.exists(clip.storageKey))) return undefined;
    const audio = await readAll(deps, clip.storageKey);
    return { format: clip.storageKey.endsWith('.mp3') ? 'mp3' : 'wav', base64: audio.toString('base64'), durationMs: clip.durationMs };
  };
}
