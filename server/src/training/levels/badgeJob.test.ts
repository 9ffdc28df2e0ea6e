import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnerTotals } from '../../data/learnerStats.js';
import { insertBadge } from '../../data/levels.js';
import { badges, sessions, userBadges } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { seededDatabase } from '../../../test/harness.js';
import { awardOnPackageCompleted, createBadgeJob } from './badgeJob.js';

const logger = createLogger('silent');
const TEN_MINUTES = 600_000;
let database: Awaited<ReturnType<typeof seededDatabase>>;

beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

const holders = async (badgeId: string) => (await database.db.select().from(userBadges).where(eq(userBadges.badgeId, badgeId))).map((row) => row.userId).sort();

const signIn = (orgId: string, userId: string, at: string) =>
  database.db.insert(sessions).values({ orgId, userId, tokenHash: randomUUID(), createdAt: new Date(at), lastSeenAt: new Date(at) });

describe('the badge job', () => {
  it('awards a badge once to the learners meeting its condition, whoever ticks and however often', async () => {
    const org = await createOrganisation(database.db);
    const done = await createUser(database.db, { orgId: org.id });
    const notYet = await createUser(database.db, { orgId: org.id });
    await addLearnerTotals(database.db, { orgId: org.id, userId: done.id, seconds: 60, completedPackages: 2, stars: 2 }, new Date());
    await addLearnerTotals(database.db, { orgId: org.id, userId: notYet.id, seconds: 60, completedPackages: 1, stars: 1 }, new Date());
    const badge = await insertBadge(database.db, { orgId: org.id, name: '学习达人', condition: 'trainingCompleted', count: 2 });

    const clock = new ManualClock();
    const first = createBadgeJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    const second = createBadgeJob({ db: database.db, clock, logger, intervalMs: TEN_MINUTES, tickMs: 0 });
    // Two processes tick at once: the badge is claimed by one of them only.
    const [a, b] = await Promise.all([first.tick(), second.tick()]);
    expect([...a, ...b].filter((id) => id === badge.id)).toHaveLength(1);
    expect(await holders(badge.id)).toEqual([done.id]);

    // Not due again before the interval; due after it, and the holder still holds it once.
    expect(await first.tick()).not.toContain(badge.id);
    clock.advance(TEN_MINUTES / 1000);
    await addLearnerTotals(database.db, { orgId: org.id, userId: notYet.id, seconds: 0, completedPackages: 1, stars: 0 }, new Date());
    expect(await first.tick()).toContain(badge.id);
    expect(await holders(badge.id)).toEqual([done.id, notYet.id].sort());
    const [row] = await database.db.select().from(badges).where(eq(badges.id, badge.id));
    expect(row).toMatchObject({ scannedAt: clock.now(), claimedUntil: null });
  });

  it('counts a login streak in days of the organisation’s time zone', async () => {
    const shanghai = await createOrganisation(database.db, { settings: { timeZone: 'Asia/Shanghai' } });
    const london = await createOrganisation(database.db, { settings: { timeZone: 'Europe/London' } });
    const results: Record<string, string[]> = {};
    for (const org of [shanghai, london]) {
      // Two sign-ins 23 h apart on one London day (China: two days), and two 25 h apart across London midnight (China: a day between).
      const morningAndNight = await createUser(database.db, { orgId: org.id });
      await signIn(org.id, morningAndNight.id, '2026-11-01T00:30:00Z');
      await signIn(org.id, morningAndNight.id, '2026-11-01T23:30:00Z');
      const lateThenLater = await createUser(database.db, { orgId: org.id });
      await signIn(org.id, lateThenLater.id, '2026-11-01T15:30:00Z');
      await signIn(org.id, lateThenLater.id, '2026-11-02T16:30:00Z');
      const badge = await insertBadge(database.db, { orgId: org.id, name: '连续两天', condition: 'loginStreak', count: 2 });
      await createBadgeJob({ db: database.db, clock: new ManualClock(), logger, intervalMs: TEN_MINUTES, tickMs: 0 }).tick();
      const awarded = await holders(badge.id);
      results[org.id] = [morningAndNight, lateThenLater]
        .filter((user) => awarded.includes(user.id))
        .map((user) => (user === morningAndNight ? 'morningAndNight' : 'lateThenLater'));
    }
    expect(results[shanghai.id]).toEqual(['morningAndNight']);
    expect(results[london.id]).toEqual(['lateThenLater']);
  });

  it('awards a complete profile, and nothing of another organisation or of a disabled badge', async () => {
    const org = await createOrganisation(database.db);
    const other = await createOrganisation(database.db);
    const complete = { avatar: '/files/x/avatar/20261120/a.png', mobile: '13900000000', sex: 1 };
    const mine = await createUser(database.db, { orgId: org.id, ...complete });
    await createUser(database.db, { orgId: org.id, sex: 1 });
    const theirs = await createUser(database.db, { orgId: other.id, ...complete });
    const badge = await insertBadge(database.db, { orgId: org.id, name: '资料完善', condition: 'profileComplete', count: 0 });
    const off = await insertBadge(database.db, { orgId: org.id, name: '停用的', condition: 'profileComplete', count: 0, enabled: 0 });
    await createBadgeJob({ db: database.db, clock: new ManualClock(), logger, intervalMs: TEN_MINUTES, tickMs: 0 }).tick();
    expect(await holders(badge.id)).toEqual([mine.id]);
    expect(await holders(off.id)).toEqual([]);
    expect(await holders(badge.id)).not.toContain(theirs.id);
  });

  it('awards a training badge at the moment the package completes', async () => {
    const org = await createOrganisation(database.db);
    const learner = await createUser(database.db, { orgId: org.id });
    const badge = await insertBadge(database.db, { orgId: org.id, name: '首个任务', condition: 'trainingCompleted', count: 1 });
    await addLearnerTotals(database.db, { orgId: org.id, userId: learner.id, seconds: 0, completedPackages: 1, stars: 1 }, new Date());
    await awardOnPackageCompleted(database.db, org.id, learner.id, new Date());
    await awardOnPackageCompleted(database.db, org.id, learner.id, new Date());
    const rows = await database.db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.badgeId, badge.id), eq(userBadges.userId, learner.id)));
    expect(rows).toHaveLength(1);
  });
});
