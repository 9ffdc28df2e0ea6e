import type { AdminSpeech, SpeechBody, SpeechListQuery } from '@peilian/shared';
import { deleteSpeech, findSpeechInOrg, insertSpeech, listSpeeches, updateSpeech } from '../../data/practice/speeches.js';
import type { SpeechRow } from '../../db/schema/index.js';
import { presentSpeech } from '../presenter.js';
import { inOrg } from '../context.js';
import type { Caller } from '../../auth/caller.js';

/** The speech library (admin §3 "Speech", §5): lines with category, difficulty, emotion and trigger keywords. */

const columns = (input: SpeechBody) => ({
  category: input.category,
  text: input.text,
  difficulty: input.difficulty,
  emotion: input.emotion,
  keywords: input.keywords,
  voiceNo: input.voiceno,
});

export async function speechList(request: Caller, query: SpeechListQuery): Promise<{ rows: AdminSpeech[]; total: number }> {
  const found = await listSpeeches(request.deps.db, { orgId: request.caller.orgId, ...query }, query.page, query.rows);
  return { rows: found.rows.map(presentSpeech), total: found.total };
}

export function speechInOrg(request: Caller, id: string): Promise<SpeechRow> {
  return inOrg(request, id, (orgId, speechId) => findSpeechInOrg(request.deps.db, orgId, speechId), 'errors.practice.speechNotFound');
}

export async function createSpeech(request: Caller, input: SpeechBody): Promise<AdminSpeech> {
  const row = await insertSpeech(request.deps.db, { orgId: request.caller.orgId, creatorId: request.caller.id, ...columns(input) });
  return presentSpeech(row);
}

export async function editSpeech(request: Caller, speech: SpeechRow, input: SpeechBody): Promise<AdminSpeech> {
  await updateSpeech(request.deps.db, request.caller.orgId, speech.id, columns(input), request.deps.clock.now());
  return presentSpeech(await speechInOrg(request, speech.id));
}

export async function setSpeechDisabled(request: Caller, speech: SpeechRow, disabled: 0 | 1): Promise<AdminSpeech> {
  await updateSpeech(request.deps.db, request.caller.orgId, speech.id, { disabled }, request.deps.clock.now());
  return presentSpeech(await speechInOrg(request, speech.id));
}

/** Flows name speeches by id; a deleted one leaves the line without audio, which the flow check reports. */
export async function removeSpeech(request: Caller, speech: SpeechRow): Promise<void> {
  await deleteSpeech(request.deps.db, request.caller.orgId, speech.id);
}
