import { centerResponseSchema, PUBLISH_STATES } from '@peilian/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { insertPackage, findPackageInOrg } from '../data/packages.js';
import { taskPackages } from '../db/schema/index.js';
import { createLogger } from '../logger.js';
import { eq } from 'drizzle-orm';
import { createUser, demoOrganisation } from '../../test/factories.js';
import { ManualClock } from '../../test/clock.js';
import { seededDatabase, startTestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { addChild, createPackage, DAY, demoMedia, fileChildBody, packageBody } from '../../test/tasksClient.js';
import { createPublishScheduler, PUBLISH_LEASE_MS } from './scheduler.js';

const logger = createLogger('silent');
let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;

beforeAll(async () => {
  database = await seededDatabase();
  orgId = (await demoOrganisation(database.db)).id;
});
afterAll(() => database?.dispose());

/** A package in a given publish state, its window around `at`. */
async function packageIn(db: Db, state: number, publishAt: Date | null, at: Date) {
  return insertPackage(db, {
    orgId,
    tasktype: 1,
    title: `定时任务 ${Math.random().toString(36).slice(2, 8)}`,
    passScore: 60,
    startAt: new Date(at.getTime() - DAY),
    endAt: new Date(at.getTime() + DAY),
    publishState: state,
    publishAt,
  });
}

const stateOf = async (id: string) => (await findPackageInOrg(database.db, orgId, id))!.publishState;

describe('the publish scheduler', () => {
  it('publishes a scheduled package once its time has come, not before', async () => {
    const clock = new ManualClock();
    const scheduler = createPublishScheduler({ db: database.db, clock, logger, tickMs: 0 });
    const pkg = await packageIn(database.db, PUBLISH_STATES.scheduled, new Date(clock.now().getTime() + 60_000), clock.now());
    expect(await scheduler.tick()).not.toContain(pkg.id);
    expect(await stateOf(pkg.id)).toBe(PUBLISH_STATES.scheduled);
    clock.advance(60);
    expect(await scheduler.tick()).toContain(pkg.id);
    const published = (await findPackageInOrg(database.db, orgId, pkg.id))!;
    expect(published).toMatchObject({ publishState: PUBLISH_STATES.published, publishedAt: clock.now() });
    await scheduler.stop();
  });

  it('publishes each package exactly once when two schedulers race', async () => {
    const clock = new ManualClock();
    const due = new Date(clock.now().getTime() - 1000);
    const ids = new Set<string>();
    for (let i = 0; i < 12; i += 1) ids.add((await packageIn(database.db, PUBLISH_STATES.scheduled, due, clock.now())).id);
    const first = createPublishScheduler({ db: database.db, clock, logger, tickMs: 0 });
    const second = createPublishScheduler({ db: database.db, clock, logger, tickMs: 0 });
    const results = await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    const published = results.flat().filter((id) => ids.has(id));
    expect(published.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await stateOf(id)).toBe(PUBLISH_STATES.published);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('finishes a package left in "publishing" by a process that died, after the lease', async () => {
    const clock = new ManualClock();
    const pkg = await packageIn(database.db, PUBLISH_STATES.publishing, new Date(clock.now().getTime() - 5000), clock.now());
    await database.db.update(taskPackages).set({ updatedAt: clock.now() }).where(eq(taskPackages.id, pkg.id));
    const restarted = createPublishScheduler({ db: database.db, clock, logger, tickMs: 0 });
    expect(await restarted.tick()).not.toContain(pkg.id);
    expect(await stateOf(pkg.id)).toBe(PUBLISH_STATES.publishing);
    clock.advance(PUBLISH_LEASE_MS / 1000);
    expect(await restarted.tick()).toContain(pkg.id);
    expect(await stateOf(pkg.id)).toBe(PUBLISH_STATES.published);
    await restarted.stop();
  });
});

describe('the scheduler in a running server', () => {
  it('publishes a package scheduled through the API to the learners of its range after its time', async () => {
    const clock = new ManualClock();
    const server = await startTestServer({ clock, env: { PUBLISH_TICK_MS: '20' } });
    try {
      const { db } = server.database;
      const owner = adminCaller(server.fetch, await server.login('owner01'));
      const learnerRow = await createUser(db);
      const learner = adminCaller(server.fetch, await server.login(learnerRow.account));
      const now = clock.now().getTime();
      const pkg = await createPackage(owner, packageBody(now, { range: { users: [learnerRow.id] } }));
      // This server has a database of its own (a fresh one per server on PostgreSQL): its own ids.
      const serverOrgId = (await demoOrganisation(db)).id;
      await addChild(owner, pkg.id, fileChildBody(now, (await demoMedia(db, serverOrgId)).pdf));
      const scheduled = await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'scheduled', publishtime: now + 3_600_000 });
      expect(scheduled.status).toBe(200);

      const visible = async () => {
        const { groups } = centerResponseSchema.parse((await learner('GET', '/api/trainning/v3/center')).body);
        return groups.inprogress.some((row) => row.id === pkg.id);
      };
      expect(await visible()).toBe(false);
      clock.advance(3600);
      let shown = false;
      for (let attempt = 0; attempt < 200 && !shown; attempt += 1) {
        shown = await visible();
        if (!shown) await sleep(25);
      }
      expect(shown).toBe(true);
    } finally {
      await server.close();
    }
  });
});
