import { randomBytes } from 'node:crypto';
import { createTranslator, ROLE_TYPES, userBatchUpdateResponseSchema, userListResponseSchema, type AdminUser } from '@peilian/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type RoleRow } from '../../db/schema/index.js';
import { insertDepartment } from '../../data/departments.js';
import { insertPosition, setUserPosition } from '../../data/positions.js';
import { insertRole } from '../../data/roles.js';
import { findUserByAccount } from '../../data/users.js';
import { roleGrants } from '../grants.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

const SET = '/api/admin/organization/user/batchset';
const LIST = '/api/admin/organization/userlist';

let server: TestServer;
let superadmin: ReturnType<typeof adminCaller>;
let orgId: string;

const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  server = await startTestServer();
  superadmin = adminCaller(server.fetch, await server.login('superadmin'));
  orgId = (await demoOrganisation(server.database.db)).id;
});
afterAll(() => server?.close());

const db = () => server.database.db;
const department = async (org = orgId) => insertDepartment(db(), { orgId: org, parentId: null, name: unique('批量部门'), sort: 9 });
const position = async () => insertPosition(db(), { orgId, parentId: null, name: unique('批量岗位') });
const role = async (funcs: string[], status = 0): Promise<RoleRow> =>
  insertRole(db(), { orgId, name: unique('批量角色'), type: ROLE_TYPES.administrator, description: '', funcs, status });
const learners = async (count: number) => Promise.all(Array.from({ length: count }, () => createUser(db(), { orgId })));

/** The chosen users as the user list shows them (filtered by their department). */
async function listed(departmentId: string): Promise<AdminUser[]> {
  const answer = await superadmin('GET', `${LIST}?page=1&rows=30&department=${departmentId}`);
  return userListResponseSchema.parse(answer.body).rows;
}

/** What the batch may change, straight from the rows. */
async function placements(ids: string[]) {
  const rows = await db()
    .select({ id: users.id, departmentId: users.departmentId, roleId: users.roleId, funcs: users.funcs })
    .from(users)
    .where(inArray(users.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id));
}

describe('POST user/batchset', () => {
  it('gives the chosen users a department, a position and a role with its rights, read at once by their sessions', async () => {
    const chosen = await learners(2);
    const ids = chosen.map((user) => user.id);
    const [placeIn, holdAs, given] = [await department(), await position(), await role(['home'])];
    const token = await server.login(chosen[0]!.account);
    const answer = await superadmin('POST', SET, { ids: [...ids, ids[0]], departmentid: placeIn.id, positionid: holdAs.id, roleid: given.id });
    expect(userBatchUpdateResponseSchema.parse(answer.body)).toEqual({ successed: true, updated: 2 });
    const rows = await listed(placeIn.id);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of rows) expect(row).toMatchObject({ departmentid: placeIn.id, positionid: holdAs.id, roleid: given.id, rolename: given.name });
    expect((await placements(ids)).map((row) => row?.funcs)).toEqual(['home', 'home']);
    const info = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect(((await info.json()) as { user: { rolename: string; funcs: string }[] }).user[0]).toMatchObject({ rolename: given.name, funcs: 'home' });
  });

  it("takes position and role away with '' and keeps what is not sent", async () => {
    const [placeIn, holdAs, held] = [await department(), await position(), await role(['home'])];
    const chosen = await Promise.all([1, 2].map(() => createUser(db(), { orgId, departmentId: placeIn.id, roleId: held.id, ...roleGrants(held) })));
    const ids = chosen.map((user) => user.id);
    for (const id of ids) await setUserPosition(db(), orgId, id, holdAs.id);
    expect((await superadmin('POST', SET, { ids, positionid: '', roleid: '' })).body).toEqual({ successed: true, updated: 2 });
    const rows = await listed(placeIn.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ departmentid: placeIn.id, positionid: '', roleid: '', rolename: '' });
    expect((await placements(ids)).map((row) => row?.funcs)).toEqual(['', '']);
  });

  it('changes nobody when one chosen user is out of the caller’s reach', async () => {
    const limitedRole = await role(['adminuser']);
    const limited = await createUser(db(), { orgId, roleId: limitedRole.id, ...roleGrants(limitedRole) });
    const call = adminCaller(server.fetch, await server.login(limited.account));
    const [learner] = await learners(1);
    const owner = (await findUserByAccount(db(), 'owner01'))!.user;
    const before = await placements([learner!.id, owner.id]);
    const refused = await call('POST', SET, { ids: [learner!.id, owner.id], departmentid: (await department()).id });
    expect(refused).toMatchObject({ status: 403, body: { errcode: 40302 } });
    expect(await placements([learner!.id, owner.id])).toEqual(before);
    // The caller's own role is never changed, not even in a batch.
    const own = await call('POST', SET, { ids: [learner!.id, limited.id], roleid: (await role(['adminuser'])).id });
    expect(own).toMatchObject({ status: 403, body: { errcode: 40303, errmsg: '不能修改自己的角色' } });
    expect(await placements([learner!.id])).toEqual(before.slice(0, 1));
  });

  it("refuses another organisation's users, department, position or role (404) and a disabled role, changing nothing", async () => {
    const chosen = await learners(2);
    const ids = chosen.map((user) => user.id);
    const before = await placements(ids);
    const elsewhere = (await createOrganisation(db())).id;
    const foreign = {
      departmentid: (await department(elsewhere)).id,
      positionid: (await insertPosition(db(), { orgId: elsewhere, parentId: null, name: unique('外企岗位') })).id,
      roleid: (await insertRole(db(), { orgId: elsewhere, name: unique('外企角色'), type: ROLE_TYPES.administrator, description: '', funcs: [] })).id,
    };
    for (const [field, id] of Object.entries(foreign)) {
      expect(await superadmin('POST', SET, { ids, [field]: id }), field).toMatchObject({ status: 404, body: { errcode: 40400 } });
    }
    const stranger = await createUser(db(), { orgId: (await createOrganisation(db())).id });
    expect(await superadmin('POST', SET, { ids: [...ids, stranger.id], departmentid: (await department()).id })).toMatchObject({ status: 404 });
    const disabled = await role(['home'], 1);
    const refused = await superadmin('POST', SET, { ids, departmentid: (await department()).id, roleid: disabled.id }, 'en');
    expect(refused).toMatchObject({ status: 400, body: { errcode: 40015, errmsg: createTranslator('en')('errors.roleDisabled') } });
    expect(await placements(ids)).toEqual(before);
  });

  it('refuses a body that sets nothing, an empty department, no ids or too many, saying why', async () => {
    const [learner] = await learners(1);
    const nothing = await superadmin('POST', SET, { ids: [learner!.id] }, 'en');
    expect(nothing).toMatchObject({ status: 400 });
    expect(nothing.body.detail).toEqual([createTranslator('en')('people.users.batchSetNothing')]);
    const zh = await superadmin('POST', SET, { ids: [learner!.id] });
    expect(zh.body.detail).toEqual(['请至少设置部门、岗位、角色中的一项']);
    expect((await superadmin('POST', SET, { ids: [learner!.id], departmentid: '' })).body.detail).toEqual(['请选择部门']);
    expect(JSON.stringify((await superadmin('POST', SET, { ids: [], roleid: '' })).body)).toContain('请至少选择一项');
    const tooMany = await superadmin('POST', SET, { ids: Array.from({ length: 101 }, (_, n) => `id-${n}`), roleid: '' });
    expect(JSON.stringify(tooMany.body)).toContain('一次最多选择100项');
  });
});

describe("POST user/{id}/batchset (the spec's path)", () => {
  const pathSet = (ids: string) => `/api/admin/organization/user/${ids}/batchset`;

  it('places the users the path names, one or several joined by commas, and any more in the body', async () => {
    const chosen = await learners(3);
    const ids = chosen.map((user) => user.id);
    const placeIn = await department();
    const one = await superadmin('POST', pathSet(ids[0]!), { departmentid: placeIn.id });
    expect(userBatchUpdateResponseSchema.parse(one.body)).toEqual({ successed: true, updated: 1 });
    const holdAs = await position();
    const all = await superadmin('POST', pathSet(`${ids[0]},${ids[1]}`), { ids: [ids[2]], departmentid: placeIn.id, positionid: holdAs.id });
    expect(all.body).toEqual({ successed: true, updated: 3 });
    const rows = await listed(placeIn.id);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of rows) expect(row).toMatchObject({ positionid: holdAs.id });
  });

  it("follows user/batchset's rules: another organisation's user is a 404, too many or nothing to set is refused, nothing changes", async () => {
    const chosen = await learners(2);
    const ids = chosen.map((user) => user.id);
    const before = await placements(ids);
    const stranger = await createUser(db(), { orgId: (await createOrganisation(db())).id });
    expect(await superadmin('POST', pathSet(`${ids[0]},${stranger.id}`), { departmentid: (await department()).id })).toMatchObject({ status: 404 });
    expect((await superadmin('POST', pathSet(ids[0]!), {})).body.detail).toEqual(['请至少设置部门、岗位、角色中的一项']);
    const many = Array.from({ length: 100 }, (_, n) => `id-${n}`);
    const tooMany = await superadmin('POST', pathSet(ids[0]!), { ids: many, roleid: '' });
    expect(tooMany).toMatchObject({ status: 400 });
    expect(JSON.stringify(tooMany.body)).toContain('一次最多选择100项');
    expect(await placements(ids)).toEqual(before);
  });
});
