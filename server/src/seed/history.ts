import { experienceOf } from '@peilian/shared';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { findOrganisationByName } from '../data/organisations.js';
import { findHistoryTargets, insertHistoryRows, type HistoryRows } from '../data/seedHistory.js';
import { findUserByAccount } from '../data/users.js';
import { refreshOrganisationReports } from '../reports/refresh.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from './accounts.js';
import { HISTORY_DEPARTMENTS, planHistory } from './historyPlan.js';

/** The first history account: its presence means the history is there. */
export const HISTORY_FIRST_ACCOUNT = 'sales04';

type Plan = ReturnType<typeof planHistory>;

/** The learners' child records, package records and totals, from what their days held. */
function learnerRecords(orgId: string, plan: Plan): Pick<HistoryRows, 'taskDays' | 'studentTasks' | 'studentPackages' | 'learnerStats'> {
  const records: Pick<HistoryRows, 'taskDays' | 'studentTasks' | 'studentPackages' | 'learnerStats'> = {
    taskDays: [],
    studentTasks: [],
    studentPackages: [],
    learnerStats: [],
  };
  for (const state of plan.states) {
    let learningSeconds = 0;
    for (const [key, seconds] of state.seconds) {
      const [childTaskId, day] = key.split('|') as [string, string];
      records.taskDays.push({ orgId, userId: state.userId, childTaskId, day, durationSeconds: seconds });
      learningSeconds += seconds;
    }
    const packages = new Map<string, { passed: number; seconds: number }>();
    for (const task of state.tasks.values()) {
      const status = task.passedAt ? 2 : task.failedAt ? 3 : 1;
      const updatedAt = task.passedAt ?? task.failedAt ?? task.startedAt;
      records.studentTasks.push({
        orgId,
        userId: state.userId,
        packageId: task.packageId,
        childTaskId: task.childId,
        status,
        durationSeconds: task.seconds,
        score: task.score,
        startedAt: task.startedAt,
        passedAt: task.passedAt,
        updatedAt,
      });
      const pkg = packages.get(task.packageId) ?? { passed: 0, seconds: 0 };
      pkg.passed += status === 2 ? 1 : 0;
      pkg.seconds += task.seconds;
      packages.set(task.packageId, pkg);
    }
    for (const [packageId, pkg] of packages) {
      records.studentPackages.push({ orgId, userId: state.userId, packageId, passedChildren: pkg.passed, durationSeconds: pkg.seconds });
    }
    records.learnerStats.push({ orgId, userId: state.userId, learningSeconds, experience: experienceOf(learningSeconds, 0) });
  }
  return records;
}

/**
 * Thirty days of activity for the demo organisation (docs/reports.md "The demo history"), so a
 * newcomer's data centre is alive: 30 more learners (`sales04` … `sales33`, role 学员, password
 * `Peilian@2026`) in 华东销售组, 华南销售组 and 客服部, their sign-ins, reading and viewing time,
 * finished practice sessions with score items, exam attempts, passed child tasks and quick Q&A
 * drills — made from a seeded random sequence — then the organisation's figures computed once.
 * Runs once: skipped when the first history account exists or the demo organisation does not.
 */
export async function seedDemoHistory(db: Db, now: Date): Promise<boolean> {
  const org = await findOrganisationByName(db, DEMO_ORGANISATION);
  if (!org || (await findUserByAccount(db, HISTORY_FIRST_ACCOUNT))) return false;
  const targets = await findHistoryTargets(db, org.id, HISTORY_DEPARTMENTS, '学员');
  const plan = planHistory({ orgId: org.id, now, passwordHash: await hashPassword(DEMO_PASSWORD), targets });
  await insertHistoryRows(db, { ...plan, ...learnerRecords(org.id, plan) });
  await refreshOrganisationReports(db, org.id, now);
  return true;
}
