import { pickerUserSchema, userListResponseSchema, userPickerResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDepartmentByName } from '../../data/departments.js';
import { createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';

/**
 * The task range's users picker (issue 16, finding 7): a training administrator, who may not manage
 * users, sees only what the picker shows — avatar, name, department, work number — and cannot
 * reach the people admin's full rows (mobile, e-mail, account, role) another way.
 */

let server: TestServer;
let asTrainingAdmin: ReturnType<typeof adminCaller>;
let marked: { id: string; mobile: string; email: string; account: string };
let salesId: string;

beforeAll(async () => {
  server = await startTestServer();
  asTrainingAdmin = adminCaller(server.fetch, await server.login('admin01'));
  const { db } = server.database;
  const org = await demoOrganisation(db);
  const root = (await findDepartmentByName(db, org.id, null, '总部'))!;
  salesId = (await findDepartmentByName(db, org.id, root.id, '销售部'))!.id;
  const user = await createUser(db, { name: '选人测试', workNo: 'PK0427', mobile: '13912340427', email: 'picker@example.com', departmentId: salesId });
  marked = { id: user.id, mobile: user.mobile, email: user.email, account: user.account };
});
afterAll(() => server?.close());

describe('the users picker of the task range', () => {
  it('answers a training administrator with the picker columns only', async () => {
    const answer = await asTrainingAdmin('GET', '/api/admin/organization/userpicker?rows=100');
    expect(answer.status).toBe(200);
    const { rows, total } = userPickerResponseSchema.parse(answer.body);
    expect(total).toBeGreaterThan(0);
    const row = rows.find((candidate) => candidate.id === marked.id);
    expect(row).toEqual({ id: marked.id, name: '选人测试', avatar: '', departmentname: '销售部', workno: 'PK0427' });
    for (const picked of rows) expect(Object.keys(picked).sort()).toEqual(Object.keys(pickerUserSchema.shape).sort());
    const text = JSON.stringify(answer.body);
    for (const hidden of [marked.mobile, marked.email, marked.account, '13800000001', '培训管理员']) expect(text).not.toContain(hidden);
  });

  it('searches what it shows — name and work number — and narrows by department', async () => {
    const ids = async (query: string) =>
      userPickerResponseSchema.parse((await asTrainingAdmin('GET', `/api/admin/organization/userpicker?${query}`)).body).rows.map((row) => row.id);
    expect(await ids(`name=${encodeURIComponent('选人测试')}`)).toEqual([marked.id]);
    expect(await ids('name=pk0427')).toEqual([marked.id]);
    expect(await ids(`name=${marked.mobile}`)).toEqual([]);
    expect(await ids(`name=${encodeURIComponent(marked.email)}`)).toEqual([]);
    expect(await ids(`department=${salesId}&rows=100`)).toContain(marked.id);
    expect(await ids('department=not-a-department')).toEqual([]);
  });

  it('refuses a bad page size with a clear message, and learners', async () => {
    expect(await asTrainingAdmin('GET', '/api/admin/organization/userpicker?rows=7', undefined, 'en')).toMatchObject({
      status: 400,
      body: { detail: ['Rows per page must be 30/50/100'] },
    });
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', '/api/admin/organization/userpicker')).status).toBe(403);
  });

  it("keeps the people admin's full list to those who manage users", async () => {
    expect(await asTrainingAdmin('GET', '/api/admin/organization/userlist')).toMatchObject({ status: 403, body: { errcode: 40300 } });
    const manager = await createUser(server.database.db, { funcs: 'adminuser' });
    const asManager = adminCaller(server.fetch, await server.login(manager.account));
    const full = userListResponseSchema.parse((await asManager('GET', `/api/admin/organization/userlist?name=${marked.account}`)).body);
    expect(full.rows[0]).toMatchObject({ id: marked.id, mobile: marked.mobile, email: marked.email });
  });
});
