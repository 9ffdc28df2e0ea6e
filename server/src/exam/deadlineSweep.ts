import { dueAttempts, findAttemptInOrg } from '../data/attempts.js';
import { findChildTaskInOrg } from '../data/childTasks.js';
import type { Db } from '../db/client.js';
import { settleIfDue } from './attemptAccess.js';

/**
 * Submits, at their deadline, the attempts in progress nobody is looking at: each is settled in its
 * own transaction on the locked attempt (a concurrent save or another process's sweep finds it
 * already submitted). Answers how many this run submitted.
 */
export async function sweepDueAttempts(db: Db, now: Date, limit = 100): Promise<number> {
  let submitted = 0;
  for (const due of await dueAttempts(db, now, limit)) {
    const row = await findAttemptInOrg(db, due.orgId, due.id);
    if (!row || row.status !== 0) continue;
    const packageId = async () => {
      const found = await findChildTaskInOrg(db, row.orgId, row.childTaskId);
      if (!found) throw new Error(`exam child task ${row.childTaskId} is gone`);
      return found.pkg.id;
    };
    const settled = await settleIfDue(db, row, packageId, now);
    if (settled.status === 1 && settled.submittedBy === 'deadline') submitted += 1;
  }
  return submitted;
}
