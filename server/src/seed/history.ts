import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { findOrganisationByName } from '../data/organisations.js';
import { findHistoryTargets, insertHistoryRows } from '../data/seedHistory.js';
import { findUserByAccount } from '../data/users.js';
import { AppError } from '../errors/index.js';
import { refreshOrganisationReports } from '../reports/refresh.js';
import { seedAppeals } from './appeals.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from './accounts.js';
import { replayDrill, replayExam } from './historyAssessments.js';
import { HISTORY_DEPARTMENTS, planHistory, type Activity } from './historyPlan.js';
import { replayPractice } from './historyPractice.js';
import { newReplay, replayMedia, type Replay } from './historyReplay.js';

/** The first history account: its presence means the history is there. */
export const HISTORY_FIRST_ACCOUNT = 'sales04';

/**
 * Replays one activity in a transaction of its own, nested in the history's (the commands'
 * transactions nest in it): an activity the domain refuses (the learner could not have done it
 * then) leaves nothing.
 */
async function replayActivity(replay: Replay, activity: Activity): Promise<void> {
  try {
    await replay.db.transaction(async (tx) => {
      const within = { ...replay, db: tx as unknown as Db };
      if (activity.kind === 'media') await replayMedia(within, activity);
      else if (activity.kind === 'practice') await replayPractice(within, activity);
      else if (activity.kind === 'drill') await replayDrill(within, activity);
      else await replayExam(within, activity);
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * Thirty days of activity for the demo organisation (docs/reports.md "The demo history"), so a
 * newcomer's data centre is alive: 30 more learners (`sales04` … `sales33`, role 学员, password
 * `Peilian@2026`) in 华东销售组, 华南销售组 and 客服部 and their sign-ins, then — oldest first,
 * each at its own past moment — their reading and viewing, practice sessions, quick Q&A drills and
 * exam attempts, made from a seeded random sequence and written by the domain's own commands
 * (seed/historyReplay.ts), so only inside each package's window; then the organisation's figures
 * computed once. Runs once: skipped when the first history account exists or the demo
 * organisation does not. Answers whether it ran.
 */
export { latestEvening } from './historyPlan.js';

export async function seedDemoHistory(db: Db, now: Date): Promise<boolean> {
  const org = await findOrganisationByName(db, DEMO_ORGANISATION);
  if (!org || (await findUserByAccount(db, HISTORY_FIRST_ACCOUNT))) return false;
  const targets = await findHistoryTargets(db, org.id, HISTORY_DEPARTMENTS, '学员');
  const plan = planHistory({ orgId: org.id, now, passwordHash: await hashPassword(DEMO_PASSWORD), targets });
  // One transaction: the history is there whole or not at all, and a file database commits once.
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const replay = newReplay(tx, org.id, await insertHistoryRows(tx, plan), targets.children);
    for (const activity of plan.activities) await replayActivity(replay, activity);
    await seedAppeals(tx, org.id, now);
  });
  await refreshOrganisationReports(db, org.id, now);
  return true;
}
