import type { AdminVoiceTemplate, NameListQuery, VoiceTemplateBody } from '@peilian/shared';
import {
  deleteVoiceTemplate,
  findVoiceTemplateInOrg,
  insertVoiceTemplate,
  listVoiceTemplates,
  updateVoiceTemplate,
} from '../../data/practice/voiceTemplates.js';
import type { VoiceTemplateRow } from '../../db/schema/index.js';
import { presentVoiceTemplate } from '../presenter.js';
import { inOrg } from '../context.js';
import { discardFiles } from '../../storage/recycledFiles.js';
import { forgetVoicing } from '../dubbing/forget.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Digital-human voice templates (admin §3). A new template is unvoiced; its dubbing tasks
 * (`../dubbing/`, `synthesis.ts` queues one of everything) fill `voice_clips` and make it voiced.
 */

const columns = (input: VoiceTemplateBody) => ({
  name: input.name,
  language: input.language,
  age: input.age,
  timbre: input.timbre,
  sex: input.sex,
  speechVoice: input.speechvoice,
  questionVoice: input.questionvoice,
  source: input.source,
  example: input.example,
  isfree: input.isfree,
});

export async function voiceTemplateList(request: Caller, query: NameListQuery) {
  const found = await listVoiceTemplates(request.deps.db, request.caller.orgId, query.name, query.disabled, query.page, query.rows);
  return { rows: found.rows.map(presentVoiceTemplate), total: found.total };
}

export function voiceTemplateInOrg(request: Caller, id: string): Promise<VoiceTemplateRow> {
  return inOrg(request, id, (orgId, templateId) => findVoiceTemplateInOrg(request.deps.db, orgId, templateId), 'errors.practice.voiceTemplateNotFound');
}

export async function createVoiceTemplate(request: Caller, input: VoiceTemplateBody): Promise<AdminVoiceTemplate> {
  return presentVoiceTemplate(await insertVoiceTemplate(request.deps.db, { orgId: request.caller.orgId, creatorId: request.caller.id, ...columns(input) }));
}

/** Changing the voice makes the template unvoiced again: its lines must be synthesized anew (its clips and dubbing tasks go). */
export async function editVoiceTemplate(request: Caller, template: VoiceTemplateRow, input: VoiceTemplateBody): Promise<AdminVoiceTemplate> {
  const next = columns(input);
  const revoiced = next.speechVoice !== template.speechVoice || next.questionVoice !== template.questionVoice || next.source !== template.source;
  await updateVoiceTemplate(
    request.deps.db,
    request.caller.orgId,
    template.id,
    { ...next, ...(revoiced ? { voiced: 0, synthStatus: 'idle', synthDone: 0, synthTotal: 0, synthError: '' } : {}) },
    request.deps.clock.now(),
  );
  if (revoiced) await forgetVoicing(request.deps, template);
  return presentVoiceTemplate(await voiceTemplateInOrg(request, template.id));
}

export async function setVoiceTemplateDisabled(request: Caller, template: VoiceTemplateRow, disabled: 0 | 1): Promise<AdminVoiceTemplate> {
  await updateVoiceTemplate(request.deps.db, request.caller.orgId, template.id, { disabled }, request.deps.clock.now());
  return presentVoiceTemplate(await voiceTemplateInOrg(request, template.id));
}

/**
 * Customers using it fall back to no digital human (the reference is set null); its clips and their
 * files go with it (to the recycle bin, which gives the references back on restore).
 */
export async function removeVoiceTemplate(request: Caller, template: VoiceTemplateRow): Promise<void> {
  await deleteVoiceTemplate(request.deps.db, request.caller.orgId, template.id);
  await discardFiles(request.deps, { prefixes: [`${template.orgId}/ttsaudio/${template.id}/`] });
}
