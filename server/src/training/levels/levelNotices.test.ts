import { STUDENT_TASK_STATUS } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { listenForNotices } from '../../../test/noticeSockets.js';
import { practiceSockets } from '../../../test/practiceSocket.js';
import { DAY } from '../../../test/tasksClient.js';
import { insertChildTask } from '../../data/childTasks.js';
import { insertBadge } from '../../data/levels.js';
import { insertPackage } from '../../data/packages.js';
import { listNotices } from '../../data/notices.js';
import type { StudentTaskRow } from '../../db/schema/index.js';
import { recordOutcome } from '../progressWrites.js';

const clock = new ManualClock();
let server: TestServer;
const sockets = practiceSockets(() => server);

beforeAll(async () => {
  // The badge job stays off: the badge here is awarded as the package completes.
  server = await startTestServer({ clock, env: { NOTICE_TICK_MS: '50', BADGE_AWARD_MS: '0' } });
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
});

describe('a level reached and a badge earned as a package completes', () => {
  it('reach the learner’s open sockets once the write commits, each once', async () => {
    const { db } = server.database;
    const orgId = (await demoOrganisation(db)).id;
    const fresh = await createUser(db, { orgId });
    const mine = listenForNotices(await sockets.open(fresh.account));
    await insertBadge(db, { orgId, name: '首个任务', condition: 'trainingCompleted', count: 1 });
    const at = { startAt: new Date(clock.now().getTime() - 3_600_000), endAt: new Date(clock.now().getTime() + DAY) };
    const pkg = await insertPackage(db, { orgId, tasktype: 1, title: '经验任务', passScore: 60, ...at });
    const child = await insertChildTask(db, { orgId, packageId: pkg.id, type: 4, title: '阅读', weight: 100, ...at });
    const record = { childTaskId: child.id, userId: fresh.id, orgId, packageId: pkg.id, status: STUDENT_TASK_STATUS.passed, score: 100 } as StudentTaskRow;
    const outcome = { learner: { orgId, userId: fresh.id }, packageId: pkg.id, childTaskId: child.id, children: [child], records: [record], childPassed: true };
    // 100 minutes of learning and the completed package: 110 experience, past 新锐 (100) of the demo ladder.
    await db.transaction((tx) => recordOutcome(tx, { ...outcome, seconds: 6000, now: clock.now() }));
    expect((await mine.next((push) => push.notice.kind === 'levelUp')).notice.params).toEqual({ level: '新锐' });
    const badge = await mine.next((push) => push.notice.kind === 'badgeEarned' && push.notice.params.badge === '首个任务');
    expect(badge.notice).toMatchObject({ link: '/user/mine', read: 0 });
    // More learning within the same level, the package already complete: no new notice.
    const made = await listNotices(db, orgId, fresh.id, 0, 50);
    expect(made.rows.filter((row) => row.kind === 'levelUp')).toHaveLength(1);
    await db.transaction((tx) => recordOutcome(tx, { ...outcome, seconds: 60, now: clock.now() }));
    expect((await listNotices(db, orgId, fresh.id, 0, 50)).total).toBe(made.total);
  });
});
