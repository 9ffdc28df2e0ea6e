import { PUBLISH_STATES, packageReachResponseSchema, taskExceptionListResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPackage } from '../../data/packages.js';
import { findUserByAccount } from '../../data/users.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createPackage, DAY, demoDepartments, demoMedia, fileChildBody, packageBody, publishedPackage, type Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let owner: Caller;
let departments: Record<string, string>;
let media: { pdf: string; video: string };
let learner01: string;
let now: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const { db } = server.database;
  const orgId = (await demoOrganisation(db)).id;
  departments = await demoDepartments(db, orgId);
  media = await demoMedia(db, orgId);
  learner01 = (await findUserByAccount(db, 'learner01'))!.user.id;
  now = Date.now();
});
afterAll(() => server?.close());

const range = (part: Partial<Record<'departments' | 'positions' | 'users', string[]>>) => ({ departments: [], positions: [], users: [], ...part });
const reachOf = async (id: string) => packageReachResponseSchema.parse((await owner('GET', `/api/admin/task/package/${id}/reach`)).body).learners;
const exceptions = async (caller: Caller = owner, query = '') =>
  taskExceptionListResponseSchema.parse((await caller('GET', `/api/admin/task/exception${query}`)).body).rows;
const publish = (title: string, reach: ReturnType<typeof range>, tasktype = 1) =>
  publishedPackage(owner, now, { range: reach, children: [fileChildBody(now, media.pdf)], overrides: { title, tasktype } });

describe("a package's reach", () => {
  it('counts the enabled learners its saved range reaches, and 0 for a range of no one', async () => {
    expect(await reachOf((await createPackage(owner, packageBody(now, { range: range({ users: [learner01] }) }))).id)).toBe(1);
    expect(await reachOf((await createPackage(owner, packageBody(now, { range: range({ departments: [departments['销售部']!] }) }))).id)).toBeGreaterThan(1);
    expect(await reachOf((await createPackage(owner, packageBody(now))).id)).toBe(0);
    const gone = await createUser(server.database.db, { orgId: (await demoOrganisation(server.database.db)).id, disabled: 1 });
    expect(await reachOf((await createPackage(owner, packageBody(now, { range: range({ users: [gone.id] }) }))).id)).toBe(0);
  });
});

describe('GET api/admin/task/exception', () => {
  it('lists the published packages that reach no learner, and only those', async () => {
    const nobody = await publish('无人可学', range({}));
    const reached = await publish('有人可学', range({ users: [learner01] }));
    const rows = await exceptions();
    expect(rows).toContainEqual({ id: nobody.id, tasktype: 1, title: '无人可学', reason: 'noLearners' });
    expect(rows.map((row) => row.id)).not.toContain(reached.id);
    // Unpublished packages that reach no one are not exceptions yet: the publish dialog warns about them.
    const draft = await createPackage(owner, packageBody(now, { title: '未发布' }));
    expect((await exceptions()).map((row) => row.id)).not.toContain(draft.id);
  });

  it("never lists another organisation's package", async () => {
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const foreign = await insertPackage(db, {
      orgId: elsewhere.id,
      tasktype: 1,
      title: '别家无人可学',
      passScore: 60,
      startAt: new Date(now - DAY),
      endAt: new Date(now + DAY),
      publishState: PUBLISH_STATES.published,
      publishedAt: new Date(now),
    });
    expect((await exceptions()).map((row) => row.id)).not.toContain(foreign.id);
    const foreignOwner = adminCaller(server.fetch, await server.login((await createUser(db, { orgId: elsewhere.id, orgowner: 1 })).account));
    expect((await exceptions(foreignOwner)).map((row) => row.id)).toEqual([foreign.id]);
    expect((await foreignOwner('GET', `/api/admin/task/package/${(await publish('本家', range({}))).id}/reach`)).status).toBe(404);
  });

  it("keeps to the caller's task lists, and refuses a learner-only account", async () => {
    const exam = await publish('考试无人可学', range({}), 2);
    const admin01 = adminCaller(server.fetch, await server.login('admin01'));
    expect((await exceptions(admin01)).map((row) => row.id)).not.toContain(exam.id);
    expect((await exceptions()).map((row) => row.id)).toContain(exam.id);
    expect((await admin01('GET', '/api/admin/task/exception?tasktype=2')).status).toBe(403);
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', '/api/admin/task/exception')).status).toBe(403);
  });
});
