import { DEFAULT_TIME_ZONE, PUBLISH_STATES } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOrganisationSetting } from '../data/organisations.js';
import { periodAndDailySums, skillSums, type DaySums } from '../data/reportDays.js';
import { organisationPackageCounts, organisationPeriodSums, organisationSkillSums } from '../data/reportOrgFigures.js';
import { scopedLearnerIds, type ReportScope } from '../data/reportScope.js';
import { wholeOrganisation } from '../data/dataScope.js';
import { packageCounts } from '../data/reportTasks.js';
import { reportSkillDays, reportTaskLearners, reportUserDays, sessions, taskPackages, users } from '../db/schema/index.js';
import { demoOrganisation } from '../../test/factories.js';
import { seededDatabase } from '../../test/harness.js';
import { demoHistory } from '../../test/support/history.js';
import { addDays, lastDays, today } from './period.js';
import { refreshOrganisationReports } from './refresh.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;
let now: Date;

beforeAll(async () => {
  const history = await demoHistory();
  now = history.now;
  database = await seededDatabase(history);
  orgId = (await demoOrganisation(database.db)).id;
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

  it("files a record under its day in the organisation's time zone", async () => {
    // learner02 has no history: the one sign-in is all its days hold.
    const learner = await userOf('learner02');
    // 02:00 in Shanghai is 13:00 the day before in New York (UTC-5 in winter, UTC-4 in summer).
    const day = addDays(today(now, DEFAULT_TIME_ZONE), -3);
    const signIn = new Date(`${day}T02:00:00+08:00`);
    await database.db.insert(sessions).values({ orgId, userId: learner.id, tokenHash: `zone-${learner.id}`, createdAt: signIn, revokedAt: signIn });
    const logins = async () => Object.fromEntries((await rowsOf(learner.id)).days.map((row) => [row.day, row.logins]));
    await refreshOrganisationReports(database.db, orgId, now);
    expect(await logins()).toEqual({ [day]: 1 });
    await setOrganisationSetting(database.db, orgId, 'timeZone', 'America/New_York');
    try {
      await refreshOrganisationReports(database.db, orgId, now);
      expect(await logins()).toEqual({ [addDays(day, -1)]: 1 });
    } finally {
      await setOrganisationSetting(database.db, orgId, 'timeZone', DEFAULT_TIME_ZONE);
      await refreshOrganisationReports(database.db, orgId, now);
    }
  });

  it('drops a learner who was disabled from every aggregate', async () => {
    const learner = await userOf('sales07');
    expect((await rowsOf(learner.id)).days.length).toBeGreaterThan(0);
    await database.db.update(users).set({ disabled: 1 }).where(eq(users.id, learner.id));
    const { durationMs, steps } = await refreshOrganisationReports(database.db, orgId, now);
    expect(await rowsOf(learner.id)).toEqual({ tasks: 0, days: [], skills: 0 });
    expect(Object.keys(steps).sort()).toEqual([
      'analyze',
      'report_org_days',
      'report_org_packages',
      'report_org_periods',
      'report_org_skill_days',
      'report_skill_days',
      'report_task_learners',
      'report_user_days',
    ]);
    expect(durationMs).toBeGreaterThanOrEqual(0);
  });
});

/** Sums as both paths answer them: counts exact, score sums to the float4 precision of the learner rows. */
const rounded = (sums: DaySums & { day?: string | null }) =>
  Object.fromEntries(Object.entries(sums).map(([name, value]) => [name, typeof value === 'number' ? Math.round(value * 10) / 10 : value]));

describe("the organisation's own figures", () => {
  const whole = (): ReportScope => ({ orgId, viewer: wholeOrganisation(orgId), departmentId: '', positionId: '' });

  it.each([1, 7, 30])('answer the named period of %i day(s) as the sums of its learners do', async (days) => {
    await refreshOrganisationReports(database.db, orgId, now);
    const period = lastDays(now, days, DEFAULT_TIME_ZONE);
    const own = await organisationPeriodSums(database.db, orgId, period);
    const summed = await periodAndDailySums(database.db, whole(), period);
    expect(own).toBeDefined();
    expect(summed.total.activeLearners).toBeGreaterThan(0);
    expect(rounded(own!.total)).toEqual(rounded({ ...summed.total, day: undefined }));
    expect(own!.daily.map(rounded)).toEqual(summed.daily.map(rounded));
  });

  it('have no active-learner count for a period the refresh did not count (not a named period of its day)', async () => {
    const yesterday = addDays(today(now, DEFAULT_TIME_ZONE), -1);
    expect(
      await organisationPeriodSums(database.db, orgId, { start: addDays(today(now, DEFAULT_TIME_ZONE), -6), end: today(now, DEFAULT_TIME_ZONE) }),
    ).toBeUndefined();
    expect(await organisationPeriodSums(database.db, orgId, { start: addDays(yesterday, -7), end: addDays(yesterday, -1) })).toBeUndefined();
    expect(
      await organisationPeriodSums(database.db, orgId, { start: addDays(today(now, DEFAULT_TIME_ZONE), -1), end: today(now, DEFAULT_TIME_ZONE) }),
    ).toBeUndefined();
  });

  it("answer the skills and the packages' counts as the sums of its learners do", async () => {
    const period = { start: addDays(today(now, DEFAULT_TIME_ZONE), -29), end: today(now, DEFAULT_TIME_ZONE) };
    const own = await organisationSkillSums(database.db, orgId, period, 50);
    const summed = await skillSums(database.db, whole(), period, { limit: 50 });
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((skill) => [skill.name, skill.sessions])).toEqual(summed.map((skill) => [skill.name, skill.sessions]));
    // The learner rows hold float4 sums: the two paths agree to that precision, not to the last unit.
    own.forEach((skill, index) => expect(skill.scoreSum).toBeCloseTo(summed[index]!.scoreSum, 0));

    const published = await database.db
      .select({ id: taskPackages.id })
      .from(taskPackages)
      .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.publishState, PUBLISH_STATES.published)));
    const ids = published.map((row) => row.id);
    const ownCounts = await organisationPackageCounts(database.db, orgId, ids);
    expect(ownCounts.size).toBeGreaterThan(0);
    expect(ownCounts).toEqual(await packageCounts(database.db, orgId, ids, scopedLearnerIds(whole())));
  });
});
