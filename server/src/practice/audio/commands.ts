import type { AdminAudio, AudioKind, AudioListQuery } from '@peilian/shared';
import { deleteAudio, findAudioInOrg, insertAudio, listAudio, updateAudio } from '../../data/practice/audio.js';
import { scenarioUses } from '../../data/practice/scenarios.js';
import type { PracticeAudioRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { UploadedFile } from '../../http/validate.js';
import { presentAudio } from '../presenter.js';
import { inOrg } from '../context.js';
import { storeWav } from '../files.js';
import type { Caller } from '../../auth/caller.js';

/** Background audio and ringtones (admin §3): a name, a category and a wav under 2 MB. */

export async function audioList(request: Caller, query: AudioListQuery): Promise<{ rows: AdminAudio[]; total: number }> {
  const found = await listAudio(
    request.deps.db,
    { orgId: request.caller.orgId, kind: query.kind, name: query.name, category: query.category },
    query.page,
    query.rows,
  );
  return { rows: found.rows.map((row) => presentAudio(row, request.deps.storage)), total: found.total };
}

export function audioInOrg(request: Caller, id: string): Promise<PracticeAudioRow> {
  return inOrg(request, id, (orgId, audioId) => findAudioInOrg(request.deps.db, orgId, audioId), 'errors.practice.audioNotFound');
}

/** Stores the checked wav, then records it; a refused file is never stored. */
export async function createAudio(request: Caller, fields: { kind: AudioKind; name: string; category: string }, file: UploadedFile): Promise<AdminAudio> {
  const stored = await storeWav(request, file, fields.kind);
  const row = await insertAudio(request.deps.db, {
    orgId: request.caller.orgId,
    creatorId: request.caller.id,
    kind: fields.kind,
    name: fields.name,
    category: fields.category,
    storageKey: stored.key,
    size: stored.size,
    durationMs: stored.durationMs,
  });
  return presentAudio(row, request.deps.storage);
}

export async function editAudio(
  request: Caller,
  audio: PracticeAudioRow,
  changes: { name?: string; category?: string; disabled?: 0 | 1 },
): Promise<AdminAudio> {
  await updateAudio(request.deps.db, request.caller.orgId, audio.id, changes);
  return presentAudio(await audioInOrg(request, audio.id), request.deps.storage);
}

/** Audio a scenario plays is kept; otherwise the row goes (to the recycle bin, with its file). */
export async function removeAudio(request: Caller, audio: PracticeAudioRow): Promise<void> {
  if (await scenarioUses(request.deps.db, request.caller.orgId, { audioId: audio.id })) throw appError('errors.practice.inUse');
  await deleteAudio(request.deps.db, request.caller.orgId, audio.id);
}
