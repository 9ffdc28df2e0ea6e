import { rankingResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnerTotals } from '../../data/learnerStats.js';
import { updateOrganisationLicence } from '../../data/organisations.js';
import type { OrganisationRow, UserRow } from '../../db/schema/index.js';
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
});
