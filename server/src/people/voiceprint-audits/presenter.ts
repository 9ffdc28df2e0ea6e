import { VOICEPRINT_AUDIT_STATUS, type VoiceprintAudit } from '@peilian/shared';
import { auditCutoff, type VoiceprintAuditRecord } from '../../data/voiceprintAudits.js';

/** An audit record as the page shows it (no storage key, provider id or embedding leaves the server). */
export function presentVoiceprintAudit(record: VoiceprintAuditRecord, now: Date, hasOriginal: boolean): VoiceprintAudit {
  const { audit } = record;
  return {
    id: audit.id,
    userid: audit.userId,
    username: record.userName,
    account: record.account,
    departmentname: record.departmentName ?? '',
    status: audit.status,
    score: audit.score,
    hasoriginal: hasOriginal,
    createdate: audit.createdAt.getTime(),
    handlername: record.handlerName ?? '',
    handledate: audit.handledAt?.getTime() ?? 0,
    overdue: audit.status === VOICEPRINT_AUDIT_STATUS.pending && audit.createdAt < auditCutoff(now),
  };
}
