import { dialogue } from '@peilian/shared';
import { listTurns, saveUnpromptedLines } from '../../data/practiceSessions.js';
import { customerLines, endOf, ignoredOf } from './engine.js';
import { engineTime, ensureRunning, finishing, ownSession, readSession, resumed, serially, storedTurns, type PracticeOutcome } from './service.js';
import type { Caller } from '../../auth/caller.js';
import { speak } from './voice.js';

/**
 * `practice:silence`: the learner has said nothing for the silence rule's time (the client's timer,
 * checked on the server clock): the customer's reply, or the end once the rule's limit is passed.
 * Not yet due, or without the rule, it changes nothing.
 */
export function silence(caller: Caller, sessionId: string): Promise<PracticeOutcome> {
  return serially(sessionId, async () => {
    const { deps } = caller;
    const row = await ownSession(caller, sessionId);
    ensureRunning(row);
    const { plan, state } = await resumed(caller, row);
    // A role-play has no silence rule: the customer waits.
    if (plan.scenario.roleplay) return readSession(caller, sessionId);
    const result = dialogue.step(state, { type: 'silence', time: engineTime(caller, row, state.session) });
    if (ignoredOf(result.effects)) return readSession(caller, sessionId);
    const replies = customerLines(result.effects);
    const turns = await listTurns(deps.db, caller.orgId, row.id);
    const summary = endOf(result.effects);
    await saveUnpromptedLines(deps.db, caller.orgId, row, turns.at(-1)?.seq ?? null, replies, {
      engineState: result.state.session as unknown as Record<string, unknown>,
      updatedAt: deps.clock.now(),
      ...(summary ? await finishing(caller, row, plan.scenario, summary, storedTurns(turns)) : {}),
    });
    const lines = await speak(caller, plan.voice, row.id, replies);
    return { session: (await readSession(caller, sessionId)).session, lines };
  });
}
