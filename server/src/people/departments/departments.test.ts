import { departmentResponseSchema, departmentTreeResponseSchema, type DepartmentNode } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, findByName as find } from '../../../test/peopleClient.js';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

async function tree(): Promise<DepartmentNode[]> {
  return departmentTreeResponseSchema.parse((await owner('GET', '/api/admin/organization/department')).body).data;
}

async function create(name: string, parentid = ''): Promise<DepartmentNode> {
  const answer = await owner('POST', '/api/admin/organization/department', { name, parentid });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return departmentResponseSchema.parse(answer.body).department;
}

describe('the department tree', () => {
  it('answers the seeded tree, each department counting its people with those below it', async () => {
    const nodes = await tree();
    expect(nodes.map((node) => node.name)).toEqual(['总部']);
    expect(find(nodes, '销售部')?.children.map((node) => node.name)).toEqual(['华东销售组', '华南销售组']);
    expect(find(nodes, '华东销售组')).toMatchObject({ usercount: 1, parentid: find(nodes, '销售部')!.id });
    // 总部's own two people and everyone below it: more than any department under it.
    const root = find(nodes, '总部')!;
    expect(root.usercount).toBeGreaterThan(Math.max(...root.children.map((child) => child.usercount)));
    const counts = () => tree().then((now) => ['总部', '销售部', '华东销售组'].map((name) => find(now, name)!.usercount));
    const before = await counts();
    const team = await create('华东一组', find(nodes, '华东销售组')!.id);
    await createUser(server.database.db, { orgId: (await demoOrganisation(server.database.db)).id, departmentId: team.id });
    expect(await counts()).toEqual(before.map((count) => count + 1));
    expect(find(await tree(), '华东一组')?.usercount).toBe(1);
  });

  it('creates, renames and moves departments', async () => {
    const root = find(await tree(), '总部')!;
    const training = await create('培训部', root.id);
    expect(training).toMatchObject({ name: '培训部', parentid: root.id, usercount: 0 });
    const renamed = await owner('PUT', `/api/admin/organization/department/${training.id}`, { name: '培训中心' });
    expect(departmentResponseSchema.parse(renamed.body).department.name).toBe('培训中心');
    const service = find(await tree(), '客服部')!;
    const moved = await owner('PUT', `/api/admin/organization/department/${training.id}`, { parentid: service.id });
    expect(departmentResponseSchema.parse(moved.body).department.parentid).toBe(service.id);
    expect(find(await tree(), '客服部')!.children.map((node) => node.name)).toEqual(['培训中心']);
    const top = await owner('PUT', `/api/admin/organization/department/${training.id}`, { parentid: '' });
    expect(departmentResponseSchema.parse(top.body).department.parentid).toBe('');
  });

  it('checks names and refuses duplicates among siblings and moves into its own subtree', async () => {
    const sales = find(await tree(), '销售部')!;
    expect((await owner('POST', '/api/admin/organization/department', { name: ' ' })).body.detail).toEqual(['请输入名称']);
    expect((await owner('POST', '/api/admin/organization/department', { name: '部'.repeat(33) })).body.detail).toEqual(['最多32个字符']);
    const duplicate = await owner('POST', '/api/admin/organization/department', { name: '华东销售组', parentid: sales.id });
    expect(duplicate).toMatchObject({ status: 409, body: { errcode: 40903, errmsg: '同一上级部门下已有同名部门' } });
    const east = find(await tree(), '华东销售组')!;
    const cycle = await owner('PUT', `/api/admin/organization/department/${sales.id}`, { parentid: east.id });
    expect(cycle.body).toMatchObject({ errcode: 40014, errmsg: '不能把部门移动到它自己或它的下级部门之下' });
    const self = await owner('PUT', `/api/admin/organization/department/${sales.id}`, { parentid: sales.id });
    expect(self.body.errcode).toBe(40014);
  });

  it('deletes only departments without users or sub-departments', async () => {
    const sales = find(await tree(), '销售部')!;
    const withChildren = await owner('DELETE', `/api/admin/organization/department/${sales.id}`, {});
    expect(withChildren).toMatchObject({ status: 409, body: { errcode: 40902, errmsg: '该部门下还有用户或下级部门，不能删除' } });
    const service = find(await tree(), '客服部')!;
    expect((await owner('DELETE', `/api/admin/organization/department/${service.id}`, undefined, 'en')).body.errmsg).toBe(
      'The department still has users or sub-departments and cannot be deleted',
    );
    const empty = await create('临时部门', sales.id);
    expect(await owner('DELETE', `/api/admin/organization/department/${empty.id}`)).toMatchObject({ status: 200, body: { successed: true } });
    expect(find(await tree(), '临时部门')).toBeUndefined();
  });

  it('keeps organisations apart', async () => {
    const org = await createOrganisation(server.database.db);
    const foreignOwner = await createUser(server.database.db, { orgId: org.id, orgowner: 1 });
    const asForeign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    expect(departmentTreeResponseSchema.parse((await asForeign('GET', '/api/admin/organization/department')).body).data).toEqual([]);
    const sales = find(await tree(), '销售部')!;
    expect((await asForeign('PUT', `/api/admin/organization/department/${sales.id}`, { name: '偷' })).status).toBe(404);
    expect((await asForeign('DELETE', `/api/admin/organization/department/${sales.id}`)).status).toBe(404);
    expect((await asForeign('POST', '/api/admin/organization/department', { name: '子部门', parentid: sales.id })).status).toBe(404);
    expect((await owner('PUT', '/api/admin/organization/department/not-a-uuid', { name: 'x' })).status).toBe(404);
  });

  it('needs the adminuser function', async () => {
    const holder = await createUser(server.database.db, { funcs: 'adminuser' });
    expect((await adminCaller(server.fetch, await server.login(holder.account))('GET', '/api/admin/organization/department')).status).toBe(200);
    const other = await createUser(server.database.db, { funcs: 'adminrole' });
    expect((await adminCaller(server.fetch, await server.login(other.account))('GET', '/api/admin/organization/department')).status).toBe(403);
  });
});
