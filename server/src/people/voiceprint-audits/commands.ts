import { VOICEPRINT_AUDIT_STATUS, type VoiceprintAudit, type VoiceprintAuditListQuery } from '@peilian/shared';
import { assertMayActOnUser } from '../../auth/actOnUser.js';
import type { Caller } from '../../auth/caller.js';
import type { AdminUserRecord } from '../../data/adminUsers.js';
import {
  adoptAuditedVoice,
  auditCutoff,
  decideVoiceprintAudit,
  findCurrentAudit,
  findVoiceprintAudit,
  listVoiceprintAudits,
  type VoiceprintAuditRecord,
} from '../../data/voiceprintAudits.js';
import { findVoiceprint } from '../../data/voiceprints.js';
import { appError } from '../../errors/index.js';
import { loadRecord, recordLoader } from '../../http/records.js';
import { forgetVoiceprint, removeAtProvider } from '../../identity/index.js';
import { presentVoiceprintAudit } from './presenter.js';

/** An audit the caller sees by id (another organisation's, or of a user outside the caller's data permission, is not found). */
export const auditRecord = recordLoader('errors.voiceprint.auditNotFound', (db, _orgId, id, request) => findVoiceprintAudit(db, request.viewer, id));

/** Whether a sample is still stored (a voiceprint unbound since took its sample with it). */
const stored = (request: Caller, key: string) => (key ? request.deps.storage.exists(key) : Promise.resolve(false));

async function present(request: Caller, record: VoiceprintAuditRecord): Promise<VoiceprintAudit> {
  return presentVoiceprintAudit(record, request.deps.clock.now(), await stored(request, record.audit.originalKey));
}

/** `GET voiceprint/audit`: a page of the audits the caller sees, newest first. */
export async function listAudits(request: Caller, query: VoiceprintAuditListQuery): Promise<{ rows: VoiceprintAudit[]; total: number }> {
  const { rows, total } = await listVoiceprintAudits(
    request.deps.db,
    request.viewer,
    { status: query.status, search: query.name },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
  );
  const presented: VoiceprintAudit[] = [];
  for (const row of rows) presented.push(await present(request, row));
  return { rows: presented, total };
}

/** The storage key of a record's original or new sample; none kept is the sample's 404. */
export async function auditSampleKey(request: Caller, record: VoiceprintAuditRecord, which: 'original' | 'new'): Promise<string> {
  const key = which === 'original' ? record.audit.originalKey : record.audit.sampleKey;
  if (!(await stored(request, key))) throw appError('errors.voiceprint.sampleNotFound');
  return key;
}

/**
 * `PUT user/checkvoiceflag/{user}`: passes (1) or rejects (2) the user's pending re-registration,
 * once and for good. A pass makes the new voice the user's voiceprint in the operation's
 * transaction and, once committed, forgets the old one at the provider; a reject keeps the old
 * voiceprint and the new sample (for the record) and forgets the new voice at the provider.
 * A record decided, expired or overdue — also by a concurrent call — is `auditFinal`.
 */
export async function decideAudit(request: Caller, target: AdminUserRecord, status: 1 | 2): Promise<VoiceprintAudit> {
  const { deps, orgId, userId } = request;
  await assertMayActOnUser(request, target.user);
  const current = await findCurrentAudit(deps.db, orgId, target.user.id);
  if (!current) throw appError('errors.voiceprint.auditNotFound');
  const now = deps.clock.now();
  const old = status === VOICEPRINT_AUDIT_STATUS.passed ? await findVoiceprint(deps.db, orgId, target.user.id) : undefined;
  const decided = await decideVoiceprintAudit(deps.db, orgId, current.id, { status, handlerId: userId, at: now, cutoff: auditCutoff(now) });
  if (!decided) throw appError('errors.voiceprint.auditFinal');
  if (status === VOICEPRINT_AUDIT_STATUS.passed) {
    await adoptAuditedVoice(deps.db, decided, now);
    if (old && !(old.ref && old.ref === decided.ref)) removeAtProvider(deps, orgId, { ref: old.ref, embedding: old.embedding });
  } else if (decided.ref) {
    removeAtProvider(deps, orgId, { ref: decided.ref, embedding: decided.embedding });
  }
  return present(request, await loadRecord(auditRecord, request, decided.id));
}

/** `POST user/{id}/unregisterface`: forgets the user's voiceprint; nothing registered is no error (a repeated click). */
export async function unregisterVoiceprint(request: Caller, target: AdminUserRecord): Promise<void> {
  await assertMayActOnUser(request, target.user);
  await forgetVoiceprint(request.deps, request.orgId, target.user.id);
}
