import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueReportRefreshes } from '../data/reportAggregates.js';
import { practiceSessions, reportRefreshes, reportUserDays, sessions } from '../db/schema/index.js';
import { createLogger } from '../logger.js';
import { ManualClock } from '../../test/clock.js';
import { createOrganisation, createUser, demoOrganisation } from '../../test/factories.js';
import { seededDatabase } from '../../test/harness.js';
import { createReportRefreshJob, REPORT_LEASE_MS } from './refreshJob.js';

const logger = createLogger('silent');
const TEN_MINUTES = 600_000;
let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;

beforeAll(async () => {
  database = await seededDatabase();
  orgId = (await demoOrganisation(database.db)).id;
});
afterAll(() => database?.dispose());

const refreshedAt = async (id: string) => (await database.db.select().from(reportRefreshes).where(eq(reportRefreshes.orgId, id)))[0]?.refreshedAt ?? null;

/** Sign-ins the aggregates hold for a user (all days). */
async function aggregatedLogins(userId: string): Promise<number> {
  const rows = await database.db
    .select()
    .from(reportUserDays)
    .where(and(eq(reportUserDays.orgId, orgId), eq(reportUserDays.userId, userId)));
  return rows.reduce((sum, row) => sum + row.logins, 0);
}

describe('the report refresh job', () => {
  it('refreshes each organisation once per interval, and again when the clock has moved 10 minutes', async () => {
    const clock = new ManualClock();
    const job = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    expect(await job.tick()).toContain(orgId);
    expect(await refreshedAt(orgId)).toEqual(clock.now());
    const first = clock.now();
    clock.advance(9 * 60);
    expect(await job.tick()).not.toContain(orgId);
    expect(await refreshedAt(orgId)).toEqual(first);
    clock.advance(60);
    expect(await job.tick()).toContain(orgId);
    expect(await refreshedAt(orgId)).toEqual(clock.now());
    await job.stop();
  });

  it('gives a new organisation its first figures at the next tick', async () => {
    const clock = new ManualClock();
    const other = await createOrganisation(database.db);
    const job = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    expect(await job.tick()).toContain(other.id);
    expect(await refreshedAt(other.id)).toEqual(clock.now());
    await job.stop();
  });

  it('leaves an organisation another process holds until its lease ends', async () => {
    const clock = new ManualClock(new Date(Date.now() + 3_600_000));
    // A process that claimed every due organisation and died before refreshing.
    const held = await claimDueReportRefreshes(database.db, clock.now(), TEN_MINUTES, REPORT_LEASE_MS, 1000);
    expect(held).toContain(orgId);
    const before = await refreshedAt(orgId);
    const second = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    expect(await second.tick()).not.toContain(orgId);
    expect(await refreshedAt(orgId)).toEqual(before);
    clock.advance(REPORT_LEASE_MS / 1000);
    expect(await second.tick()).toContain(orgId);
    await second.stop();
  });

  it('never lets two jobs refresh the same organisation in one round', async () => {
    const clock = new ManualClock(new Date(Date.now() + 7_200_000));
    const first = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    const second = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    const [a, b] = await Promise.all([first.tick(), second.tick()]);
    expect([...a, ...b].filter((id) => id === orgId)).toHaveLength(1);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('changes the figures only when it refreshes', async () => {
    const clock = new ManualClock(new Date(Date.now() + 10_800_000));
    const job = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    await job.tick();
    const learner = await createUser(database.db);
    await database.db.insert(sessions).values({ orgId, userId: learner.id, tokenHash: `report-job-${learner.id}`, createdAt: clock.now() });
    expect(await aggregatedLogins(learner.id)).toBe(0);
    clock.advance(5 * 60);
    await job.tick();
    expect(await aggregatedLogins(learner.id)).toBe(0);
    clock.advance(5 * 60);
    expect(await job.tick()).toContain(orgId);
    expect(await aggregatedLogins(learner.id)).toBe(1);
    await job.stop();
  });

  it('refreshes the other organisations when one fails, and that one again once its claim has run out', async () => {
    const clock = new ManualClock(new Date(Date.now() + 14_400_000));
    const broken = await createOrganisation(database.db);
    const healthy = await createOrganisation(database.db);
    const learner = await createUser(database.db, { orgId: broken.id });
    // A score item no real column can hold: this organisation's refresh fails until it is gone.
    const [poison] = await database.db
      .insert(practiceSessions)
      .values({
        orgId: broken.id,
        userId: learner.id,
        scenarioName: '坏数据',
        document: {},
        seed: 1,
        engineState: {},
        status: 'finished',
        score: 50,
        finishedAt: clock.now(),
        result: { items: [{ name: '关键词', weight: 100, dimension: 'keywords', score: 1e300 }] },
      })
      .returning();
    const job = createReportRefreshJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    const refreshed = await job.tick();
    expect(refreshed).toContain(healthy.id);
    expect(refreshed).not.toContain(broken.id);
    expect(await refreshedAt(broken.id)).toBeNull();
    await database.db.delete(practiceSessions).where(eq(practiceSessions.id, poison!.id));
    expect(await job.tick()).not.toContain(broken.id);
    clock.advance(REPORT_LEASE_MS / 1000);
    expect(await job.tick()).toContain(broken.id);
    await job.stop();
  });
});
