import { attemptsAwaitingOutcome, findAttemptInOrg, lockAttempt } from '../data/attempts.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../clock.js';
import { recordExamOutcome } from './attemptState.js';

/**
 * Where a submit's result goes after the attempt: the learner's child-task record, the package's
 * completion, stars and experience (`recordExamOutcome`). Normally in the submit's own
 * transaction. When submits crowd in (the last seconds before a deadline shared by a whole
 * company: a submit arrives while another is handled, or right after two others) that bookkeeping
 * leaves the learner's request: the attempt's score and answers are
 * committed before the learner is answered, as always; the record follows a moment later, from a
 * queue in this process. If the process stops before that, `recoverOutcomes` (run by every
 * process's scheduler) finds the attempts whose record is older than their submission and
 * records them. Recording is idempotent: a record already up to date is written the same again.
 */

/** A submit arriving while another is being handled, or after two others answered in the last 100 ms, is in a crowd. */
const CROWD_WINDOW_MS = 100;
const CROWD_ANSWERED = 2;
/** Queued records wait until no submit has come for this long, so the crowd's own submits are answered first. */
const QUIET_MS = 250;

export interface PendingOutcome {
  orgId: string;
  attemptId: string;
  packageId: string;
}

interface SubmitTraffic {
  inFlight: number;
  answered: number[];
  lastArrival: number;
}

const traffic = new WeakMap<Db, SubmitTraffic>();

/**
 * Notes a submit arriving: answers whether it is in a crowd of submits, and `done` to call when it
 * has been answered (successfully or not).
 */
export function submitArrives(db: Db): { crowded: boolean; done: (answered: boolean) => void } {
  let seen = traffic.get(db);
  if (!seen) {
    seen = { inFlight: 0, answered: [], lastArrival: 0 };
    traffic.set(db, seen);
  }
  const state = seen;
  const now = performance.now();
  state.answered = state.answered.filter((at) => now - at < CROWD_WINDOW_MS);
  const crowded = state.inFlight > 0 || state.answered.length >= CROWD_ANSWERED;
  state.inFlight += 1;
  state.lastArrival = now;
  return {
    crowded,
    done: (answered) => {
      state.inFlight -= 1;
      if (answered) state.answered.push(performance.now());
    },
  };
}

/** Records one attempt's result on its locked row (a row not submitted is left alone). */
async function recordOne(db: Db, clock: Clock, pending: PendingOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAttempt(tx, pending.orgId, pending.attemptId);
    if (row?.status === 1) await recordExamOutcome(tx, row, pending.packageId, clock.now());
  });
}

const queues = new WeakMap<Db, PendingOutcome[]>();

/** Queues an attempt's bookkeeping for a moment later; a failure is left to `recoverOutcomes`. */
export function recordOutcomeLater(db: Db, clock: Clock, pending: PendingOutcome): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = [];
    queues.set(db, queue);
  }
  queue.push(pending);
  if (queue.length > 1) return;
  const items = queue;
  const drain = async () => {
    while (items.length > 0) {
      // Submits that come while the queue drains are answered first: it waits for quiet again.
      const quietFor = performance.now() - (traffic.get(db)?.lastArrival ?? 0);
      if (quietFor < QUIET_MS) {
        setTimeout(() => void drain(), QUIET_MS - quietFor).unref();
        return;
      }
      await recordOne(db, clock, items[0]!).catch(() => undefined);
      items.shift();
    }
  };
  setTimeout(() => void drain(), QUIET_MS).unref();
}

/** Records the results that never reached their child-task records; answers how many. */
export async function recoverOutcomes(db: Db, clock: Clock, limit = 100): Promise<number> {
  let recorded = 0;
  for (const attempt of await attemptsAwaitingOutcome(db, limit)) {
    const row = await findAttemptInOrg(db, attempt.orgId, attempt.id);
    const found = row ? await findChildTaskInOrg(db, row.orgId, row.childTaskId) : undefined;
    if (!found) continue;
    await recordOne(db, clock, { orgId: attempt.orgId, attemptId: attempt.id, packageId: found.pkg.id });
    recorded += 1;
  }
  return recorded;
}
