import { FUNCTION_TREE, orgApplicationsResponseSchema, softwareFunctionsResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganisation } from '../../data/organisations.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, createRoleAs, roleHolder } from '../../../test/peopleClient.js';

/** An organisation made with a known id, so the allow-list can name it before the server starts. */
const LISTED_ORG_ID = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { FUNCTION_ALLOW_LISTS: JSON.stringify({ aireport: [LISTED_ORG_ID], auditaccount: ['someone-else'] }) },
  });
});
afterAll(() => server?.close());

const applications = async (account: string) => adminCaller(server.fetch, await server.login(account))('GET', '/api/admin/organization/org/applications');

describe('GET /api/admin/organization/org/applications', () => {
  it("answers the organisation's licensed keys and the same as an {id, children} tree", async () => {
    const answer = await applications('admin01');
    const body = orgApplicationsResponseSchema.parse(answer.body);
    expect(body.functions).toEqual(FUNCTION_TREE.map((node) => node.key));
    expect(body.data.map((group) => group.id)).toEqual(['homePage', 'view', 'train', 'voice', 'smart', 'system', 'log', 'expenses']);
    const system = body.data.find((group) => group.id === 'system')!;
    expect(system.children.find((entry) => entry.id === 'adminuser')).toEqual({
      id: 'adminuser',
      children: [
        { id: 'editadminuser', children: [] },
        { id: 'invitecode', children: [] },
      ],
    });
    expect(body.allowlisted).toEqual([]);
  });

  it('narrows to a smaller licence, and is refused to learners', async () => {
    const org = await createOrganisation(server.database.db, { licensedFunctions: ['home', 'adminuser', 'editadminuser'] });
    const owner = await createUser(server.database.db, { orgId: org.id, orgowner: 1 });
    const body = orgApplicationsResponseSchema.parse((await applications(owner.account)).body);
    expect(body.functions).toEqual(['home', 'adminuser', 'editadminuser']);
    expect(body.data).toEqual([
      { id: 'homePage', children: [{ id: 'home', children: [] }] },
      {
        id: 'system',
        children: [
          {
            id: 'adminuser',
            children: [
              { id: 'editadminuser', children: [] },
              { id: 'invitecode', children: [] },
            ],
          },
        ],
      },
    ]);
    expect((await applications('learner01')).status).toBe(403);
  });

  it('names the allow-listed functions whose list holds the organisation', async () => {
    await insertOrganisation(server.database.db, { id: LISTED_ORG_ID, name: '白名单企业', licensedFunctions: ['home', 'aireport'] });
    const owner = await createUser(server.database.db, { orgId: LISTED_ORG_ID, orgowner: 1 });
    expect(orgApplicationsResponseSchema.parse((await applications(owner.account)).body).allowlisted).toEqual(['aireport']);
    expect(orgApplicationsResponseSchema.parse((await applications('owner01')).body).allowlisted).toEqual([]);
  });
});

describe('GET /api/trainning/system/setting/software/functions', () => {
  const softwareFunctions = async (caller: ReturnType<typeof adminCaller>) => {
    const answer = await caller('GET', '/api/trainning/system/setting/software/functions');
    expect(answer.status).toBe(200);
    return softwareFunctionsResponseSchema.parse(answer.body);
  };
  const as = async (account: string) => adminCaller(server.fetch, await server.login(account));
  const keysOf = (tree: { id: string; children: { id: string }[] }[]) => tree.flatMap((group) => group.children.map((entry) => entry.id));

  it('gives a learner the applications of the role and no function', async () => {
    expect(await softwareFunctions(await as('learner01'))).toEqual({ successed: true, applications: ['training'], data: [] });
  });

  it('gives an administrator exactly the functions the role holds under the licence, as the guards decide', async () => {
    const owner = await as('owner01');
    const role = await createRoleAs(owner, { name: '报表与用户', type: 1, funcs: ['home', 'adminuser', 'studentReport'], apps: ['assistant'] });
    const holder = await roleHolder(server, owner, role);
    const mine = await softwareFunctions(holder);
    expect(mine.applications).toEqual(['assistant']);
    expect(keysOf(mine.data).sort()).toEqual(['adminuser', 'home', 'studentReport']);
    // Consistent with the guards: what is listed answers, what is not is refused.
    expect((await holder('GET', '/api/admin/organization/userlist')).status).toBe(200);
    expect((await holder('GET', '/api/admin/organization/role')).status).toBe(403);
  });

  it("narrows an administrator's functions to a smaller licence; the owner keeps every one", async () => {
    const org = await createOrganisation(server.database.db, { licensedFunctions: ['home', 'adminuser', 'editadminuser'] });
    const admin = await createUser(server.database.db, { orgId: org.id, funcs: 'home,adminuser,studentReport' });
    const body = await softwareFunctions(await as(admin.account));
    expect(body.applications).toEqual(['training', 'assistant', 'questionbank']);
    expect(keysOf(body.data)).toEqual(['home', 'adminuser']);
    expect(body.data.find((group) => group.id === 'system')?.children[0]?.children.map((detail) => detail.id)).toEqual(['editadminuser', 'invitecode']);
    const owner = await createUser(server.database.db, { orgId: org.id, orgowner: 1 });
    expect(keysOf((await softwareFunctions(await as(owner.account))).data)).toContain('studentReport');
  });
});
