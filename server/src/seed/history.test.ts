import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessions, reportRefreshes, reportUserDays, users } from '../db/schema/index.js';
import { demoOrganisation } from '../../test/factories.js';
import { seededDatabase } from '../../test/harness.js';
import { findHistoryTargets } from '../data/seedHistory.js';
import { demoHistory } from '../../test/support/history.js';
import { seedDemoHistory } from './history.js';
import { HISTORY_DEPARTMENTS, HISTORY_LEARNERS, planHistory } from './historyPlan.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;
let now: Date;

// The run's demo history is made by `seedDemoHistory` on a copy of the seeded template (it fails
// the run when the seeding does not run): this reads what it made.
beforeAll(async () => {
  const history = await demoHistory();
  now = history.now;
  database = await seededDatabase(history);
  orgId = (await demoOrganisation(database.db)).id;
});
afterAll(() => database?.dispose());

describe('the demo history', () => {
  it('adds 30 learners with a month of activity once, and computes the figures', async () => {
    const learners = await database.db.select().from(users).where(like(users.account, 'sales%'));
    expect(learners).toHaveLength(HISTORY_LEARNERS);
    expect(new Set(learners.map((learner) => learner.departmentId)).size).toBe(HISTORY_DEPARTMENTS.length);
    const sessions = await database.db.select().from(practiceSessions).where(eq(practiceSessions.orgId, orgId));
    expect(sessions.filter((session) => session.status === 'finished' && session.result).length).toBeGreaterThan(50);
    const [refresh] = await database.db.select().from(reportRefreshes).where(eq(reportRefreshes.orgId, orgId));
    expect(refresh?.refreshedAt).toEqual(now);
    const days = await database.db
      .select()
      .from(reportUserDays)
      .where(and(eq(reportUserDays.orgId, orgId), eq(reportUserDays.userId, learners[0]!.id)));
    expect(days.length).toBeGreaterThan(5);
    expect(await seedDemoHistory(database.db, now)).toBe(false);
    expect(await database.db.select().from(users).where(like(users.account, 'sales%'))).toHaveLength(HISTORY_LEARNERS);
  });

  it('makes the same activity from the same day', async () => {
    const targets = await findHistoryTargets(database.db, orgId, HISTORY_DEPARTMENTS, '学员');
    const plan = () => planHistory({ orgId, now, passwordHash: 'x', targets });
    const [first, second] = [plan(), plan()];
    const shape = (rows: ReturnType<typeof plan>) => ({
      names: rows.users.map((user) => user.name),
      activities: rows.activities.map((activity) => [activity.kind, activity.userId === rows.users[0]!.id, activity.at]),
      signIns: rows.sessions.map((session) => session.createdAt),
    });
    expect(shape(first)).toEqual(shape(second));
  });
});
