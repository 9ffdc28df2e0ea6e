import { rankingResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnerTotals } from '../../data/learnerStats.js';
import { eq } from 'drizzle-orm';
import { insertDepartment } from '../../data/departments.js';
import { updateOrganisationLicence } from '../../data/organisations.js';
import { users, type OrganisationRow, type UserRow } from '../../db/schema/index.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

let server: TestServer;
let org: OrganisationRow;
const people: Record<string, UserRow> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  org = await createOrganisation(db);
  const totals: [string, number, number][] = [
    ['甲', 3600, 1],
    ['乙', 7200, 0],
    ['丙', 3600, 2],
    ['丁', 3600, 1],
    ['戊', 0, 0],
  ];
  for (const [name, seconds, completedPackages] of totals) {
    people[name] = await createUser(db, { orgId: org.id, name });
    if (seconds || completedPackages) await addLearnerTotals(db, { orgId: org.id, userId: people[name].id, seconds, completedPackages, stars: 0 }, new Date());
  }
  const outsider = await createUser(db, { name: '外人' });
  await addLearnerTotals(db, { orgId: outsider.orgId, userId: outsider.id, seconds: 99_999, completedPackages: 9, stars: 0 }, new Date());
  await createUser(db, { orgId: org.id, name: '停用', disabled: 1 });
});
afterAll(() => server?.close());

const rankingAs = async (user: UserRow, query = '') =>
  rankingResponseSchema.parse((await adminCaller(server.fetch, await server.login(user.account))('GET', `/api/trainning/v3/ranking${query}`)).body);

describe('the ranking', () => {
  it('ranks the organisation by learning time, then completed packages; equal totals share a rank', async () => {
    const ranking = await rankingAs(people['丁']!);
    expect(ranking.visible).toBe(1);
    expect(ranking.total).toBe(5);
    expect(ranking.rows.map((row) => [row.rank, row.name, row.learningseconds, row.completedpackages])).toEqual([
      [1, '乙', 7200, 0],
      [2, '丙', 3600, 2],
      [3, '甲', 3600, 1],
      [3, '丁', 3600, 1],
      [5, '戊', 0, 0],
    ]);
    expect(ranking.me).toMatchObject({ rank: 3, name: '丁' });
  });

  it('pages through the ranking with the page sizes of the spec', async () => {
    const page = await rankingAs(people['甲']!, '?page=2&rows=30');
    expect(page).toMatchObject({ rows: [], total: 5, me: { name: '甲' } });
    const refused = await adminCaller(server.fetch, await server.login(people['甲']!.account))('GET', '/api/trainning/v3/ranking?rows=7');
    expect(refused).toMatchObject({ status: 400, body: { detail: ['每页条数只能是30/50/100'] } });
  });

  it('is hidden when the organisation turns the ranking off', async () => {
    await updateOrganisationLicence(server.database.db, org.id, { settings: { ...org.settings, rankVisible: false } });
    expect(await rankingAs(people['乙']!)).toEqual({ successed: true, visible: 0, rows: [], total: 0, me: null });
    await updateOrganisationLicence(server.database.db, org.id, { settings: org.settings });
  });

  it('ranks a learner among their first-level department or their own department, as the organisation sets it', async () => {
    const { db } = server.database;
    const top = await insertDepartment(db, { orgId: org.id, name: '总部', parentId: null });
    const east = await insertDepartment(db, { orgId: org.id, name: '华东', parentId: top.id });
    const shanghai = await insertDepartment(db, { orgId: org.id, name: '上海组', parentId: east.id });
    const south = await insertDepartment(db, { orgId: org.id, name: '华南', parentId: top.id });
    const place = (name: string, departmentId: string) => db.update(users).set({ departmentId }).where(eq(users.id, people[name]!.id));
    await place('甲', shanghai.id);
    await place('丙', east.id);
    await place('丁', south.id);
    const owner = adminCaller(server.fetch, await server.login((await createUser(db, { orgId: org.id, orgowner: 1 })).account));
    const set = (body: unknown) => owner('PUT', '/api/admin/system/setting/rank', body);

    expect(await set({ visible: 1, scope: 'firstLevel' })).toMatchObject({ status: 200, body: { visible: 1, scope: 'firstLevel' } });
    expect((await owner('GET', '/api/admin/system/setting/rank')).body).toMatchObject({ visible: 1, scope: 'firstLevel' });
    const eastRanking = await rankingAs(people['甲']!);
    expect(eastRanking.rows.map((row) => [row.rank, row.name])).toEqual([
      [1, '丙'],
      [2, '甲'],
    ]);
    expect(eastRanking).toMatchObject({ total: 2, me: { rank: 2, name: '甲' } });
    // Without a department: the enterprise.
    expect((await rankingAs(people['乙']!)).total).toBe(5);

    expect((await set({ visible: 1, scope: 'department' })).status).toBe(200);
    expect((await rankingAs(people['甲']!)).rows.map((row) => [row.rank, row.name])).toEqual([[1, '甲']]);

    const refused = await set({ visible: 1, scope: 'region' });
    expect(refused).toMatchObject({ status: 400 });
    expect((await owner('GET', '/api/admin/system/setting/rank')).body).toMatchObject({ scope: 'department' });
    const learner = adminCaller(server.fetch, await server.login(people['甲']!.account));
    expect((await learner('PUT', '/api/admin/system/setting/rank', { visible: 0, scope: 'enterprise' })).status).toBe(403);

    expect((await set({ visible: 1, scope: 'enterprise' })).status).toBe(200);
    expect((await rankingAs(people['甲']!)).total).toBe(5);
  });
});
