import { addDays, zonedDay } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { insertCheckinDays } from '../data/checkinDays.js';
import { insertCheckinTask, listCheckinTasks, replaceCheckinRange } from '../data/checkins.js';
import { wholeOrganisation } from '../data/dataScope.js';
import { findScenarioByName } from '../data/practice/lookups.js';
import { findUserByAccount } from '../data/users.js';
import { organisationTimeZone } from '../lib/orgClock.js';

/**
 * The demo check-in task (docs/checkin.md): 展厅接待每日打卡 — the scenario SUV展厅接待 every day,
 * 60 points or more, for the three demo learners — running since four days ago for two weeks, with
 * a few days of history (learner01 every day so far, learner02 with a missed day, learner03 once),
 * today still to do. Idempotent: an organisation that has check-in tasks keeps them.
 */

export const DEMO_CHECKIN_TITLE = '展厅接待每日打卡';

/** Days before today each learner checked in, and the score. */
const HISTORY: Readonly<Record<string, readonly [number, number][]>> = {
  learner01: [
    [4, 72],
    [3, 80],
    [2, 76],
    [1, 88],
  ],
  learner02: [
    [4, 65],
    [2, 70],
    [1, 74],
  ],
  learner03: [[3, 61]],
};

export async function seedCheckins(db: Db, orgId: string, creatorId: string | null, now: Date): Promise<void> {
  const today = zonedDay(now.getTime(), await organisationTimeZone(db, orgId));
  if ((await listCheckinTasks(db, wholeOrganisation(orgId), { keyword: '', page: 1, rows: 1, today })).total > 0) return;
  const scenario = await findScenarioByName(db, orgId, 'SUV展厅接待');
  if (!scenario) return;
  const learners = [];
  for (const account of Object.keys(HISTORY)) {
    const found = await findUserByAccount(db, account);
    if (found && found.user.orgId === orgId) learners.push({ account, id: found.user.id });
  }
  const task = await insertCheckinTask(db, {
    ...{ orgId, title: DEMO_CHECKIN_TITLE, startDay: addDays(today, -4), endDay: addDays(today, 9), kind: 1 },
    ...{ scenarioId: scenario.id, minScore: 60, enabled: 1, creatorId },
  });
  await replaceCheckinRange(db, orgId, task.id, { departments: [], positions: [], users: learners.map((learner) => learner.id) });
  const rows = learners.flatMap(({ account, id }) =>
    (HISTORY[account] ?? []).map(([ago, score]) => ({
      ...{ orgId, taskId: task.id, userId: id, day: addDays(today, -ago), score },
      checkedAt: new Date(now.getTime() - ago * 86_400_000),
    })),
  );
  await insertCheckinDays(db, rows);
}
