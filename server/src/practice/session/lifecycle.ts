import { dialogue, PRACTICE_PAUSE_LIMIT_MS } from '@peilian/shared';
import { listTurns, updatePracticeSession } from '../../data/practiceSessions.js';
import { appError } from '../../errors/index.js';
import { endOf } from './engine.js';
import { planOf } from './plan.js';
import { finishing, ownSession, readSession, resumed, serially, storedTurns, type PracticeOutcome } from './service.js';
import type { Caller } from '../../auth/caller.js';

/** Pausing, resuming and ending a live practice session (docs/practice.md "Live sessions"). */

/**
 * `practice:pause`: a running session stops its clock (pausing a paused one changes nothing), when
 * the organisation's scene-practice options it started with allow pausing (`pauseNotAllowed` otherwise).
 */
export function pause(caller: Caller, sessionId: string): Promise<PracticeOutcome> {
  return serially(sessionId, async () => {
    const row = await ownSession(caller, sessionId);
    if (row.status === 'finished') throw appError('errors.practiceSession.finished');
    if (row.status === 'running') {
      if ((await planOf(caller.deps, row))?.options.pause === false) throw appError('errors.practiceSession.pauseNotAllowed');
      const now = caller.deps.clock.now();
      await updatePracticeSession(caller.deps.db, caller.orgId, row, { status: 'paused', pausedAt: now, updatedAt: now });
    }
    return readSession(caller, sessionId);
  });
}

/** `practice:resume`: within 30 minutes of the pause; after that the learner may only end it (spec §4). */
export function resume(caller: Caller, sessionId: string): Promise<PracticeOutcome> {
  return serially(sessionId, async () => {
    const row = await ownSession(caller, sessionId);
    if (row.status === 'finished') throw appError('errors.practiceSession.finished');
    if (row.status !== 'paused' || !row.pausedAt) throw appError('errors.practiceSession.notPaused');
    const now = caller.deps.clock.now();
    const paused = now.getTime() - row.pausedAt.getTime();
    if (paused > PRACTICE_PAUSE_LIMIT_MS) throw appError('errors.practiceSession.pauseExpired', { minutes: PRACTICE_PAUSE_LIMIT_MS / 60_000 });
    await updatePracticeSession(caller.deps.db, caller.orgId, row, { status: 'running', pausedAt: null, pausedMs: row.pausedMs + paused, updatedAt: now });
    return readSession(caller, sessionId);
  });
}

/** `practice:end`: the learner ends (and submits) the session, running or paused; it is scored as it stands. */
export function end(caller: Caller, sessionId: string): Promise<PracticeOutcome> {
  return serially(sessionId, async () => {
    const { deps } = caller;
    const row = await ownSession(caller, sessionId);
    if (row.status === 'finished') return readSession(caller, sessionId);
    const { plan, state } = await resumed(caller, row);
    const result = dialogue.step(state, { type: 'end', time: state.session.time });
    const summary = endOf(result.effects);
    const turns = await listTurns(deps.db, caller.orgId, row.id);
    const now = deps.clock.now();
    const pausedMs = row.pausedAt ? row.pausedMs + (now.getTime() - row.pausedAt.getTime()) : row.pausedMs;
    await updatePracticeSession(deps.db, caller.orgId, row, {
      engineState: result.state.session as unknown as Record<string, unknown>,
      pausedAt: null,
      pausedMs,
      updatedAt: now,
      ...(summary ? await finishing(caller, row, plan.scenario, summary, storedTurns(turns)) : { status: 'finished', finishedAt: now }),
    });
    return readSession(caller, sessionId);
  });
}
