import { insertUsage, type NewUsage } from '../data/usage.js';
import type { Caller } from '../auth/caller.js';

/**
 * Usage at the provider boundary (docs/providers.md "Usage"): every call of a paid service records
 * what it used — tokens, characters, milliseconds of audio — for the caller's organisation, user
 * and department and what it served. A record that cannot be written is logged; the learner's call
 * goes on.
 */

/** What a use served: a practice session, a quick Q&A drill, the back office listening to a line. */
export interface UsageSubject {
  subject: string;
  subjectId: string;
}

export type Use = Pick<NewUsage, 'service' | 'provider' | 'quantity' | 'output'>;

/** Whose use it is: a signed-in caller, or a background job acting for an organisation's user. */
export type UsageCaller = Pick<Caller, 'orgId' | 'userId' | 'log'> & { deps: Pick<Caller['deps'], 'db' | 'clock'> };

/** Records one use for the caller's organisation and the user it served (the caller, unless `userId` says whom). */
export async function recordUse(caller: UsageCaller, served: UsageSubject, use: Use, userId = caller.userId): Promise<void> {
  if (use.quantity <= 0 && !use.output) return;
  try {
    await insertUsage(caller.deps.db, { orgId: caller.orgId, userId: userId || null, ...served, ...use, at: caller.deps.clock.now() });
  } catch (error) {
    caller.log.error({ err: error, ...served, ...use }, 'usage not recorded');
  }
}

/** A recognition's usage, as `Recognitions` reports it when the stream closes: its milliseconds of audio. */
export function recognitionUse(caller: Caller, served: UsageSubject, provider: string): (audioMs: number) => void {
  return (audioMs) => void recordUse(caller, served, { service: 'asr', provider, quantity: audioMs });
}

/** A file stored for the caller's organisation: its bytes (`storage`, docs/providers.md "Usage"). */
export function recordStored(caller: UsageCaller, served: UsageSubject, bytes: number, userId = caller.userId): Promise<void> {
  return recordUse(caller, served, { service: 'storage', provider: 'storage', quantity: bytes }, userId);
}

/** An SMS the provider accepted for an organisation (`sms`, one message), for the user it went to when known. */
export function recordSms(
  deps: UsageCaller['deps'],
  log: UsageCaller['log'],
  sent: { orgId: string; userId: string | null; provider: string; subject: string; subjectId?: string },
): Promise<void> {
  const caller = { deps, log, orgId: sent.orgId, userId: sent.userId ?? '' };
  return recordUse(caller, { subject: sent.subject, subjectId: sent.subjectId ?? '' }, { service: 'sms', provider: sent.provider, quantity: 1 });
}
