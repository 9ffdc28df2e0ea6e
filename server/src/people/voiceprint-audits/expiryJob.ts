import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { auditCutoff, expireVoiceprintAudits } from '../../data/voiceprintAudits.js';
import type { Logger } from '../../logger.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Marks the pending re-registrations older than the expiry (30 days) expired, in every
 * organisation: one indexed update, safe in any number of processes at once. Answers the ids.
 */
export function expireOverdueAudits(db: Db, clock: Clock): Promise<string[]> {
  const now = clock.now();
  return expireVoiceprintAudits(db, auditCutoff(now), now);
}

/**
 * Expires overdue audits once an hour (and once shortly after start); returns a stop function.
 * Between two runs an overdue record is shown expired and cannot be decided (docs/voiceprint.md "Audit").
 */
export function scheduleAuditExpiry(db: Db, clock: Clock, logger: Logger): () => void {
  const run = () => {
    expireOverdueAudits(db, clock).catch((error: unknown) => logger.warn({ err: error }, 'expiring voiceprint audits failed'));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
