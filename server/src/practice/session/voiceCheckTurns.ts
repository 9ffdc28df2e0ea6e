import { VOICEPRINT_CHECK, type VoiceCheckSummary } from '@peilian/shared';
import { checksOfSessions, type CheckSampling, type VoiceprintCheckRow } from '../../data/voiceprintChecks.js';
import type { Db } from '../../db/client.js';

/**
 * Which turns of a practice session are voice-checked, and how the checks read on a report
 * (docs/voiceprint.md "Who is practising").
 */

/** At most this many turns of one session are checked. */
export const VOICE_CHECKS_PER_SESSION = 3;
/** About one turn in this many is checked. */
export const VOICE_CHECK_EVERY = 3;

/**
 * Whether turn `seq` (1-based) is checked: never once the session has its `VOICE_CHECKS_PER_SESSION`
 * checks; always when no earlier turn has a recording (the first recorded turn); otherwise when
 * `(seq − 1) mod 3 = seed mod 3` — one turn in three, which ones fixed by the session's seed, so the
 * learner cannot tell them from the others but a replay of the session picks the same.
 */
export function isSampledTurn(seq: number, { seed, earlierRecorded, checks }: Pick<CheckSampling, 'seed' | 'earlierRecorded' | 'checks'>): boolean {
  if (checks >= VOICE_CHECKS_PER_SESSION) return false;
  if (!earlierRecorded) return true;
  const offset = ((seed % VOICE_CHECK_EVERY) + VOICE_CHECK_EVERY) % VOICE_CHECK_EVERY;
  return (seq - 1) % VOICE_CHECK_EVERY === offset;
}

/** How bad a result is: group cheating, then impersonation, then normal. */
const SEVERITY: Record<number, number> = { [VOICEPRINT_CHECK.normal]: 0, [VOICEPRINT_CHECK.impersonation]: 1, [VOICEPRINT_CHECK.groupCheating]: 2 };

/** A session's checks as its report shows them: the worst result (null: no turn checked), each checked turn, and whose voice it was with group cheating. */
export function presentVoiceCheck(rows: readonly Pick<VoiceprintCheckRow, 'seq' | 'score' | 'result' | 'otherName'>[]): VoiceCheckSummary {
  const sorted = [...rows].sort((a, b) => a.seq - b.seq);
  const turns = sorted.map(({ seq, result, score }) => ({ seq, result, score }));
  const worst = sorted.reduce<(typeof rows)[number] | undefined>(
    (found, row) => (!found || (SEVERITY[row.result] ?? 0) > (SEVERITY[found.result] ?? 0) ? row : found),
    undefined,
  );
  const othername = worst?.result === VOICEPRINT_CHECK.groupCheating ? worst.otherName : null;
  return { result: worst ? worst.result : null, turns, ...(othername ? { othername } : {}) };
}

/** The summaries of several sessions from their checks (a session without any: not checked). */
export function voiceChecksBySession(rows: readonly VoiceprintCheckRow[]): (sessionId: string) => VoiceCheckSummary {
  const bySession = new Map<string, VoiceprintCheckRow[]>();
  for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  return (sessionId) => presentVoiceCheck(bySession.get(sessionId) ?? []);
}

/** A session's checks for its report. */
export async function sessionVoiceCheck(db: Db, orgId: string, sessionId: string): Promise<VoiceCheckSummary> {
  return presentVoiceCheck(await checksOfSessions(db, orgId, [sessionId]));
}
