import { attemptsAwaitingOutcome, findAttemptInOrg, lockAttempt } from '../data/attempts.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../clock.js';
import { recordExamOutcome } from './attemptState.js';

/**
 * Where a submit's result goes after the attempt: the learner's child-task record, the package's
 * completion, stars and experience (`recordExamOutcome`). Normally in the submit's own
 * transaction. When submits crowd in (the last seconds before a deadline shared by a whole
 * company) that bookkeeping leaves the learner's request: the attempt's score and answers are
 * committed before the learner is answered, as always; the record follows a moment later, from a
 * queue in this process. If the process stops before that, `recoverOutcomes` (run by every
 * process's scheduler) finds the attempts whose record is older than their submission and
 * records them. Recording is idempotent: a record already up to date is written the same again.
 */

/** Submits closer together than this count as a crowd. */
const CROWD_MS = 50;
/** Queued records wait until no submit has come for this long, so the crowd's own submits are answered first. */
const QUIET_MS = 250;

export interface PendingOutcome {
  orgId: string;
  attemptId: string;
  packageId: string;
}

const lastSubmit = new WeakMap<Db, number>();

/** Notes a submit and answers whether it arrived in a crowd of submits. */
export function submitInCrowd(db: Db): boolean {
  const now = performance.now();
  const last = lastSubmit.get(db) ?? Number.NEGATIVE_INFINITY;
  lastSubmit.set(db, now);
  return now - last < CROWD_MS;
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
    const quietFor = performance.now() - (lastSubmit.get(db) ?? 0);
    if (quietFor < QUIET_MS) {
      setTimeout(() => void drain(), QUIET_MS - quietFor).unref();
      return;
    }
    while (items.length > 0) {
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
