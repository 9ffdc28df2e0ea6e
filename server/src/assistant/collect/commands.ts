import path from 'node:path';
import {
  AUDIO_FORMATS,
  DIALOG_COLLECT_LIMITS as L,
  formatFileSize,
  scenarioBodySchema,
  type DialogCollectListQuery,
  type DialogCollectOptionsResponse,
} from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { randomSecret } from '../../auth/token.js';
import { deleteDialogCollect, findDialogCollectInOrg, insertDialogCollects, listDialogCollects, updateDialogCollect } from '../../data/dialogCollect.js';
import type { DialogCollectRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { recordLoader } from '../../http/records.js';
import type { UploadedFile } from '../../http/validate.js';
import { createScenario } from '../../practice/index.js';
import { dayFolder } from '../../storage/keys.js';
import { recordStored, recordUse } from '../../usage/record.js';
import { audioShape, checkedAudioFormat, type AudioFormat } from './audioFile.js';
import { draftMessages, draftScenario, parseDraftAnswer } from './draft.js';
import { presentCollect } from './presenter.js';
import { assertAssistant, assertRecognition, draftModel, fileRecognition } from './services.js';
import { assertStorage } from '../../usage/capacity.js';

/** A recording of the caller's organisation, else `errors.dialogCollect.notFound`; its routes load it for `:id`. */
export const collectRecord = recordLoader('errors.dialogCollect.notFound', (db, orgId, id) => findDialogCollectInOrg(db, orgId, id));

const HOURS = L.maxMs / 3_600_000;

export function collectOptions(request: Caller): Omit<DialogCollectOptionsResponse, 'successed'> {
  const { config } = request.deps;
  return {
    recognition: fileRecognition(config) !== null,
    model: draftModel(config) !== null,
    formats: [...AUDIO_FORMATS],
    maxFiles: L.maxFiles,
    maxBytes: L.maxBytes,
    maxMs: L.maxMs,
  };
}

export async function collectList(request: Caller, query: DialogCollectListQuery) {
  assertAssistant(request.deps.config);
  return listDialogCollects(request.deps.db, request.orgId, query);
}

/** A recording as uploaded, checked: the format its name says and its bytes agree, under 512 MB and 5 hours. */
async function checkedRecording(file: UploadedFile) {
  const name = file.originalFilename || 'recording';
  const format: AudioFormat | null = await checkedAudioFormat(file.filepath, name);
  if (!format) throw appError('errors.dialogCollect.formatInvalid', { name, formats: AUDIO_FORMATS.join('/') });
  const limits = { name, hours: HOURS, size: formatFileSize(L.maxBytes) };
  if (file.size > L.maxBytes) throw appError('errors.dialogCollect.tooLong', limits);
  const shape = await audioShape(file.filepath);
  if (shape.durationMs > L.maxMs) throw appError('errors.dialogCollect.tooLong', limits);
  const base = path.basename(name, path.extname(name)).trim() || name;
  return { file, format, shape, name: [...base].slice(0, L.nameMax).join('') };
}

/**
 * Uploads 1–5 recordings: every one is checked before any is stored (a refused batch stores
 * nothing); each waits for the recognition job.
 */
export async function uploadRecordings(request: Caller, files: UploadedFile[]): Promise<DialogCollectRow[]> {
  assertRecognition(request.deps.config);
  if (files.length === 0 || files.length > L.maxFiles) throw appError('errors.dialogCollect.tooManyFiles', { max: L.maxFiles });
  const checked = [];
  for (const file of files) checked.push(await checkedRecording(file));
  const { deps, orgId, userId } = request;
  await assertStorage(
    request,
    checked.reduce((bytes, { file }) => bytes + file.size, 0),
  );
  const values = [];
  for (const { file, format, shape, name } of checked) {
    const storageKey = `${orgId}/dialogcollect/${dayFolder(deps.clock.now())}/${randomSecret(12)}.${format}`;
    const stored = await deps.storage.put(file.filepath, storageKey);
    values.push({
      orgId,
      name,
      format,
      storageKey,
      size: stored.size,
      durationMs: shape.durationMs,
      channels: Math.min(2, Math.max(1, shape.channels)),
      creatorId: userId,
    });
  }
  const rows = await insertDialogCollects(deps.db, values);
  for (const row of rows) await recordStored(request, { subject: 'dialogcollect', subjectId: row.id }, row.size);
  request.log.info({ orgId, recordings: rows.map((row) => row.id), by: userId }, 'dialogue recordings uploaded');
  return rows;
}

export async function setSalesSpeaker(request: Caller, row: DialogCollectRow, salesSpeaker: number): Promise<DialogCollectRow> {
  assertAssistant(request.deps.config);
  const changed = await updateDialogCollect(request.deps.db, request.orgId, row.id, { salesSpeaker, updatedAt: request.deps.clock.now() });
  if (!changed) throw appError('errors.dialogCollect.notFound');
  return changed;
}

export async function removeRecording(request: Caller, row: DialogCollectRow): Promise<void> {
  if (!(await deleteDialogCollect(request.deps.db, request.orgId, row.id))) throw appError('errors.dialogCollect.notFound');
}

/**
 * Asks the model for a draft scenario from the transcript and creates it closed; the recording then
 * names it. An answer that does not make a valid scenario is refused (`draftFailed`): asked again, the
 * model answers anew. The model's tokens are the caller's usage.
 */
export async function generateScene(request: Caller, row: DialogCollectRow): Promise<{ sceneId: string; row: DialogCollectRow }> {
  const model = assertAssistant(request.deps.config);
  if (row.status !== 'recognised' || row.sentences.length === 0) throw appError('errors.dialogCollect.notRecognised');
  const detail = presentCollect(row);
  const { content, usage } = await model.completion(draftMessages(detail.sentences, detail.salesspeaker), { temperature: 0.3 });
  if (usage) {
    await recordUse(
      request,
      { subject: 'dialogcollect', subjectId: row.id },
      { service: 'llm', provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens },
    );
  }
  const answer = parseDraftAnswer(content);
  const body = answer ? scenarioBodySchema.safeParse({ scenario: draftScenario(answer, row.name, request.t) }) : undefined;
  if (!body?.success) {
    request.log.warn({ orgId: request.orgId, recording: row.id, answer: content.slice(0, 200) }, 'draft scenario not made from the model answer');
    throw appError('errors.dialogCollect.draftFailed');
  }
  const scenario = await createScenario(request, body.data);
  const changed = await updateDialogCollect(request.deps.db, request.orgId, row.id, {
    sceneId: scenario.id,
    generated: 1,
    updatedAt: request.deps.clock.now(),
  });
  if (!changed) throw appError('errors.dialogCollect.notFound');
  request.log.info({ orgId: request.orgId, recording: row.id, scenario: scenario.id, by: request.userId }, 'draft scenario made from a recording');
  return { sceneId: scenario.id, row: changed };
}
