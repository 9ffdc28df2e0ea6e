import { randomBytes } from 'node:crypto';
import {
  rankingResponseSchema,
  ROLE_TYPES,
  studentReportListResponseSchema,
  userBatchUpdateResponseSchema,
  userListResponseSchema,
  userPickerResponseSchema,
} from '@peilian/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../../db/schema/index.js';
import { findUserByAccount } from '../../data/users.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { readWorkbook } from '../../../test/importClient.js';
import { adminCaller, roleHolder, createRoleAs } from '../../../test/peopleClient.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';

const ORG = '/api/admin/organization';
const BATCH = `${ORG}/user/batchdelete`;

let server: TestServer;
let superadmin: ReturnType<typeof adminCaller>;
let superToken: string;
let orgId: string;
let salesId: string;

beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.login('superadmin');
  superadmin = adminCaller(server.fetch, superToken);
  orgId = (await demoOrganisation(server.database.db)).id;
  salesId = (await server.database.db.select().from(departments).where(eq(departments.name, '华东销售组')))[0]!.id;
});
afterAll(() => server?.close());

/** A learner of the demo organisation with a name no other user has, in a department a published package reaches. */
const learner = (extra: Parameters<typeof createUser>[1] = {}) =>
  createUser(server.database.db, { orgId, name: `删除测试${randomBytes(3).toString('hex')}`, departmentId: salesId, ...extra });

async function rows(ids: string[]) {
  return server.database.db.select().from(users).where(inArray(users.id, ids));
}

/** Where the people admin and the reports show a user: the list, the picker, the export, by id, the student report, the ranking. */
async function shownIn(user: { id: string; name: string; account: string }) {
  const list = userListResponseSchema.parse((await superadmin('GET', `${ORG}/userlist?rows=100&name=${encodeURIComponent(user.name)}`)).body);
  const picker = userPickerResponseSchema.parse((await superadmin('GET', `${ORG}/userpicker?rows=100&name=${encodeURIComponent(user.name)}`)).body);
  const exported = await server.fetch(`${ORG}/user/export?name=${encodeURIComponent(user.name)}`, { headers: { token: superToken } });
  const report = studentReportListResponseSchema.parse((await superadmin('GET', '/api/admin/v3/report/student?rows=100')).body);
  const ranking = rankingResponseSchema.parse((await superadmin('GET', '/api/trainning/v3/ranking?rows=100')).body);
  return {
    list: list.rows.length,
    picker: picker.rows.length,
    export: (await readWorkbook(await exported.arrayBuffer())).slice(1).filter((cells) => cells.includes(user.account)).length,
    byId: (await superadmin('GET', `${ORG}/user/${user.id}`)).status,
    report: report.rows.filter((row) => row.account === user.account).length,
    ranking: ranking.rows.filter((row) => row.name === user.name).length,
  };
}

describe('DELETE user/{id}', () => {
  it('takes the user out of every list, report and sign-in, ends their session and keeps the row', async () => {
    const target = await learner();
    const managed = await learner({ managerId: target.id });
    expect(await shownIn(target)).toEqual({ list: 1, picker: 1, export: 1, byId: 200, report: 1, ranking: 1 });
    const token = await server.login(target.account);

    expect((await superadmin('DELETE', `${ORG}/user/${target.id}`)).body).toEqual({ successed: true });

    expect(await shownIn(target)).toEqual({ list: 0, picker: 0, export: 0, byId: 404, report: 0, ranking: 0 });
    const session = await server.fetch('/api/trainning/user/logininfo', { headers: { token } });
    expect(((await session.json()) as { errcode: number }).errcode).toBe(10000);
    const signIn = await postPasswordLogin(server.fetch, { account: target.account, password: DEMO_PASSWORD });
    expect(((await signIn.json()) as { errcode: number }).errcode).toBe(9999);
    const [kept, freed] = await rows([target.id, managed.id]).then((found) => [target, managed].map((user) => found.find((row) => row.id === user.id)!));
    expect(kept).toMatchObject({ disabled: 1, account: target.account });
    expect(kept!.deletedAt).toBeInstanceOf(Date);
    expect(freed!.managerId).toBeNull();
    // Deleted already: unknown to every call from now on.
    expect((await superadmin('DELETE', `${ORG}/user/${target.id}`)).status).toBe(404);
  });

  it('refuses oneself, the owner, a user holding more rights, and ids it does not know', async () => {
    const self = (await findUserByAccount(server.database.db, 'superadmin'))!.user;
    expect((await superadmin('DELETE', `${ORG}/user/${self.id}`)).body).toMatchObject({ errcode: 40019, errmsg: '不能删除自己的账号' });
    expect((await superadmin('DELETE', `${ORG}/user/${self.id}`, undefined, 'en')).body).toMatchObject({ errmsg: 'You cannot delete your own account' });
    const owner = (await findUserByAccount(server.database.db, 'owner01'))!.user;
    expect((await superadmin('DELETE', `${ORG}/user/${owner.id}`)).body).toMatchObject({ errcode: 40021, errmsg: '不能删除企业负责人的账号' });

    const ownerCall = adminCaller(server.fetch, await server.login('owner01'));
    const manager = await roleHolder(
      server,
      ownerCall,
      await createRoleAs(ownerCall, { name: `删人员${randomBytes(2).toString('hex')}`, type: ROLE_TYPES.administrator, funcs: ['adminuser'] }),
    );
    const stronger = await learner({ adminuser: 1, funcs: 'home,adminuser,adminrole' });
    expect((await manager('DELETE', `${ORG}/user/${stronger.id}`)).body).toMatchObject({ errcode: 40302 });

    const stranger = await createUser(server.database.db, { orgId: (await createOrganisation(server.database.db)).id });
    expect((await superadmin('DELETE', `${ORG}/user/${stranger.id}`)).status).toBe(404);
    expect((await superadmin('DELETE', `${ORG}/user/not-an-id`)).status).toBe(404);
    const untouched = await rows([self.id, owner.id, stronger.id, stranger.id]);
    expect(untouched.map((row) => [row.deletedAt, row.disabled])).toEqual(untouched.map(() => [null, 0]));
  });
});

describe('POST user/batchdelete', () => {
  it('deletes the chosen users at once', async () => {
    const chosen = [await learner(), await learner()];
    const ids = chosen.map((user) => user.id);
    const answer = await superadmin('POST', BATCH, { ids: [...ids, ids[0]] });
    expect(userBatchUpdateResponseSchema.parse(answer.body).updated).toBe(2);
    for (const user of chosen) expect(await shownIn(user)).toMatchObject({ list: 0, picker: 0, byId: 404, report: 0 });
    expect((await rows(ids)).map((row) => row.disabled)).toEqual([1, 1]);
  });

  it("changes nobody when one id is another organisation's, the caller's own or the owner's", async () => {
    const mine = await learner();
    const stranger = await createUser(server.database.db, { orgId: (await createOrganisation(server.database.db)).id });
    const self = (await findUserByAccount(server.database.db, 'superadmin'))!.user;
    const owner = (await findUserByAccount(server.database.db, 'owner01'))!.user;
    expect((await superadmin('POST', BATCH, { ids: [mine.id, stranger.id] })).status).toBe(404);
    expect((await superadmin('POST', BATCH, { ids: [mine.id, self.id] })).body).toMatchObject({ errcode: 40019 });
    expect((await superadmin('POST', BATCH, { ids: [mine.id, owner.id] })).body).toMatchObject({ errcode: 40021 });
    const after = await rows([mine.id, stranger.id, self.id, owner.id]);
    expect(after.map((row) => row.deletedAt)).toEqual([null, null, null, null]);
    expect(await shownIn(mine)).toMatchObject({ list: 1, byId: 200 });
  });
});
