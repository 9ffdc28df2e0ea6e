import { dialogue, practiceCoachSchema, type PracticeCoachResponse, type PracticeResult } from '@peilian/shared';
import { keepSessionCoach, listTurns, sessionCoach, type PracticeSessionState } from '../../data/practiceSessions.js';
import { organisationHasAillm } from '../../data/practice/aiCustomer.js';
import type { Caller } from '../../auth/caller.js';
import { recordUse } from '../../usage/record.js';
import { ownSession } from './service.js';
import { practiceUse } from './voice.js';

/**
 * The coach (docs/practice.md "The coach"): once a role-play is finished, the model reviews its
 * transcript against the checklist and the scoring rule — per criterion, quoting the learner's own
 * words, a better way to say the weakest two answers, one thing to practise next. Written once and
 * kept with the session; asked for when the session finishes and again on a read that finds none
 * (the model was down). It comments: the score stays the deterministic one.
 */

/** The longest the coach may take. */
const REVIEW_LIMIT_MS = 60_000;

/** Reviews being written in this process, by session: a read while one is written waits for it. */
const writing = new Map<string, Promise<PracticeCoachResponse>>();

const answer = (status: PracticeCoachResponse['status'], coach: PracticeCoachResponse['coach'] = null, message = ''): PracticeCoachResponse => ({
  successed: true,
  status,
  coach,
  message,
});

/** The session's review: kept, written now, `none` for a session that is not a finished role-play, `failed` when the model could not. */
export async function coachOf(caller: Caller, row: PracticeSessionState): Promise<PracticeCoachResponse> {
  const result = row.result as PracticeResult | null;
  if (row.status !== 'finished' || !result || !dialogue.isRoleplaySession(row.engineState as unknown as dialogue.SessionState)) return answer('none');
  const kept = practiceCoachSchema.safeParse(await sessionCoach(caller.deps.db, row.orgId, row.id));
  if (kept.success) return answer('ready', kept.data);
  let review = writing.get(row.id);
  if (!review) {
    review = writeReview(caller, row, result).finally(() => writing.delete(row.id));
    writing.set(row.id, review);
  }
  return review;
}

async function writeReview(caller: Caller, row: PracticeSessionState, result: PracticeResult): Promise<PracticeCoachResponse> {
  const { deps } = caller;
  if (!deps.providers.llm.enabled || !(await organisationHasAillm(deps.db, row.orgId))) return answer('failed', null, caller.t('practiceSession.coach.off'));
  const turns = await listTurns(deps.db, row.orgId, row.id);
  const transcript = [
    ...row.openingLines.map((line) => ({ turn: null, text: line.text })),
    ...turns.flatMap((turn) => [{ turn: turn.seq, text: turn.learnerText }, ...turn.customerLines.map((line) => ({ turn: null, text: line.text }))]),
  ];
  try {
    const written = await deps.providers.llm.coachReview(
      { scenarioName: row.scenarioName, score: row.score ?? 0, checklist: result.checklist, items: result.items, transcript },
      AbortSignal.timeout(REVIEW_LIMIT_MS),
    );
    // The review serves the learner's session, whoever opened it first.
    if (written.usage) {
      const used = { service: 'llm' as const, provider: 'openai', quantity: written.usage.promptTokens, output: written.usage.completionTokens };
      await recordUse(caller, practiceUse(row.id), used, row.userId);
    }
    const coach = dialogue.readCoach(
      written.text,
      turns.map((turn) => ({ seq: turn.seq, text: turn.learnerText })),
    );
    if (!coach) throw new Error('the coach answered no review');
    await keepSessionCoach(deps.db, row.orgId, row.id, coach);
    return answer('ready', coach);
  } catch (error) {
    caller.log.warn({ err: error, sessionId: row.id }, 'the coach could not review the session');
    return answer('failed', null, caller.t('practiceSession.coach.failed'));
  }
}

/** Starts the review of a role-play that has just finished, so the report finds it written. */
export function reviewSoon(caller: Caller, sessionId: string): void {
  void ownSession(caller, sessionId)
    .then((row) => coachOf(caller, row))
    .catch((error: unknown) => caller.log.warn({ err: error, sessionId }, 'the coach could not start'));
}
