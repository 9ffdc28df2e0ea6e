import { adminUserResponseSchema, positionListResponseSchema, positionResponseSchema, userListResponseSchema, type PositionNode } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, findByName as find } from '../../../test/peopleClient.js';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const POSITIONS = '/api/admin/organization/positions';
const POSITION = '/api/admin/organization/position';

async function tree(): Promise<PositionNode[]> {
  return positionListResponseSchema.parse((await owner('GET', POSITIONS)).body).rows;
}

async function create(name: string, parentid = ''): Promise<PositionNode> {
  const answer = await owner('POST', POSITION, { name, parentid });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return positionResponseSchema.parse(answer.body).position;
}

describe('positions', () => {
  it('answers the seeded tree with holder counts', async () => {
    const nodes = await tree();
    expect(find(nodes, '销售经理')?.children.map((node) => node.name)).toEqual(['销售代表']);
    expect(find(nodes, '销售代表')).toMatchObject({ usercount: 2, parentid: find(nodes, '销售经理')!.id });
  });

  it('creates, renames and moves positions, and refuses a move under itself', async () => {
    const manager = find(await tree(), '销售经理')!;
    const lead = await create('销售组长', manager.id);
    expect(lead).toMatchObject({ name: '销售组长', parentid: manager.id, usercount: 0 });
    const renamed = await owner('PUT', `${POSITION}/${lead.id}`, { name: '销售主管' });
    expect(positionResponseSchema.parse(renamed.body).position.name).toBe('销售主管');
    const service = find(await tree(), '客服主管')!;
    const moved = await owner('PUT', `${POSITION}/${lead.id}`, { parentid: service.id });
    expect(positionResponseSchema.parse(moved.body).position.parentid).toBe(service.id);
    const cycle = await owner('PUT', `${POSITION}/${service.id}`, { parentid: lead.id });
    expect(cycle).toMatchObject({ status: 400, body: { errcode: 40016, errmsg: '不能把岗位移动到它自己或它的下级岗位之下' } });
  });

  it('checks names and refuses duplicates among siblings', async () => {
    expect((await owner('POST', POSITION, { name: ' ' })).body.detail).toEqual(['请输入名称']);
    expect((await owner('POST', POSITION, { name: '岗'.repeat(33) })).body.detail).toEqual(['最多32个字符']);
    const manager = find(await tree(), '销售经理')!;
    const duplicate = await owner('POST', POSITION, { name: '销售代表', parentid: manager.id });
    expect(duplicate).toMatchObject({ status: 409, body: { errcode: 40906, errmsg: '同一上级岗位下已有同名岗位' } });
    expect((await owner('POST', POSITION, { name: '销售代表' })).status).toBe(200);
  });

  it('deletes only positions without holders or lower positions', async () => {
    const manager = find(await tree(), '销售经理')!;
    expect(await owner('DELETE', `${POSITION}/${manager.id}`)).toMatchObject({ status: 409, body: { errcode: 40905 } });
    const held = find(await tree(), '客服专员')!;
    expect((await owner('DELETE', `${POSITION}/${held.id}`, undefined, 'en')).body.errmsg).toBe(
      'The position is still held by users or has lower positions and cannot be deleted',
    );
    const empty = await create('临时岗位');
    expect(await owner('DELETE', `${POSITION}/${empty.id}`)).toMatchObject({ status: 200, body: { successed: true } });
    expect(find(await tree(), '临时岗位')).toBeUndefined();
  });

  it('keeps organisations apart and needs the adminuser function to change them', async () => {
    const org = await createOrganisation(server.database.db);
    const foreignOwner = await createUser(server.database.db, { orgId: org.id, orgowner: 1 });
    const asForeign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    expect(positionListResponseSchema.parse((await asForeign('GET', POSITIONS)).body).rows).toEqual([]);
    const manager = find(await tree(), '销售经理')!;
    expect((await asForeign('PUT', `${POSITION}/${manager.id}`, { name: '偷' })).status).toBe(404);
    expect((await asForeign('DELETE', `${POSITION}/${manager.id}`)).status).toBe(404);
    expect((await asForeign('POST', POSITION, { name: '下级', parentid: manager.id })).status).toBe(404);
    const taskAdmin = adminCaller(server.fetch, await server.login((await createUser(server.database.db, { funcs: 'trainmanagement-train' })).account));
    expect((await taskAdmin('GET', POSITIONS)).status).toBe(200);
    expect((await taskAdmin('POST', POSITION, { name: '越权' })).status).toBe(403);
  });
});

describe("a user's position and manager", () => {
  it('are set on the user, filter the list and refuse a manager loop', async () => {
    const users = userListResponseSchema.parse((await owner('GET', '/api/admin/organization/userlist?rows=100')).body).rows;
    const learner = users.find((user) => user.account === 'learner01')!;
    const admin = users.find((user) => user.account === 'admin01')!;
    const service = find(await tree(), '客服专员')!;
    const fields = { account: learner.account, name: learner.name, departmentid: learner.departmentid, roleid: learner.roleid };
    const saved = await owner('PUT', `/api/admin/organization/user/${learner.id}`, {
      ...fields,
      positionid: service.id,
      managerid: admin.id,
      wechatname: '小李',
      memo: '华东',
    });
    expect(adminUserResponseSchema.parse(saved.body).user).toMatchObject({
      positionname: '客服专员',
      managerid: admin.id,
      managername: admin.name,
      wechatname: '小李',
      memo: '华东',
    });
    const supervisor = find(await tree(), '客服主管')!;
    const held = userListResponseSchema.parse((await owner('GET', `/api/admin/organization/userlist?position=${supervisor.id}`)).body).rows;
    expect(held.map((user) => user.account)).toContain('learner01');

    const adminFields = { account: admin.account, name: admin.name, departmentid: admin.departmentid, roleid: admin.roleid, positionid: admin.positionid };
    const loop = await owner('PUT', `/api/admin/organization/user/${admin.id}`, { ...adminFields, managerid: learner.id });
    expect(loop).toMatchObject({ status: 400, body: { errcode: 40017, errmsg: '直属上级须是其他用户，且不能形成自己管理自己' } });
    const self = await owner('PUT', `/api/admin/organization/user/${admin.id}`, { ...adminFields, managerid: admin.id });
    expect(self.body.errcode).toBe(40017);

    const cleared = await owner('PUT', `/api/admin/organization/user/${learner.id}`, { ...fields, positionid: '', managerid: '' });
    expect(adminUserResponseSchema.parse(cleared.body).user).toMatchObject({ positionid: '', positionname: '', managerid: '', managername: '' });
  });
});
