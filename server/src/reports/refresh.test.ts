import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSkillDays, reportTaskLearners, reportUserDays, sessions, users } from '../db/schema/index.js';
import { demoOrganisation } from '../../test/factories.js';
import { seededDatabase } from '../../test/harness.js';
import { seedDemoHistory } from '../seed/history.js';
import { refreshOrganisationReports } from './refresh.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;
const now = new Date();

beforeAll(async () => {
  database = await seededDatabase();
  orgId = (await demoOrganisation(database.db)).id;
  await seedDemoHistory(database.db, now);
});
afterAll(() => database?.dispose());

const userOf = async (account: string) => (await database.db.select().from(users).where(eq(users.account, account)))[0]!;
const rowsOf = async (userId: string) => ({
  tasks: (await database.db.select().from(reportTaskLearners).where(eq(reportTaskLearners.userId, userId))).length,
  days: await database.db
    .select()
    .from(reportUserDays)
    .where(and(eq(reportUserDays.orgId, orgId), eq(reportUserDays.userId, userId))),
  skills: (await database.db.select().from(reportSkillDays).where(eq(reportSkillDays.userId, userId))).length,
});

describe('a refresh', () => {
  it('changes a figure whose records changed and keeps the rest', async () => {
    const learner = await userOf('sales06');
    const before = await rowsOf(learner.id);
    const day = before.days.at(-1)!;
    const signIn = new Date(`${day.day}T12:00:00+08:00`);
    await database.db.insert(sessions).values({ orgId, userId: learner.id, tokenHash: `refresh-${learner.id}`, createdAt: signIn, revokedAt: signIn });
    await refreshOrganisationReports(database.db, orgId, now);
    const after = await rowsOf(learner.id);
    expect(after.days.find((row) => row.day === day.day)?.logins).toBe(day.logins + 1);
    expect(after.days).toHaveLength(before.days.length);
    expect(after.tasks).toBe(before.tasks);
    expect(after.skills).toBe(before.skills);
  });

  it('drops a learner who was disabled from every aggregate', async () => {
    const learner = await userOf('sales07');
    expect((await rowsOf(learner.id)).days.length).toBeGreaterThan(0);
    await database.db.update(users).set({ disabled: 1 }).where(eq(users.id, learner.id));
    const { durationMs, steps } = await refreshOrganisationReports(database.db, orgId, now);
    expect(await rowsOf(learner.id)).toEqual({ tasks: 0, days: [], skills: 0 });
    expect(Object.keys(steps).sort()).toEqual(['analyze', 'report_skill_days', 'report_task_learners', 'report_user_days']);
    expect(durationMs).toBeGreaterThanOrEqual(0);
  });
});
