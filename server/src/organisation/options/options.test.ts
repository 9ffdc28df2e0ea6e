import { changePasswordRequiredSchema, ROLE_TYPES } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.js';
import { createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { adminCaller, createRoleAs, roleHolder, sealPasswordPair } from '../../../test/peopleClient.js';

const SETTING = '/api/admin/system/setting/password';
const WEAK = 'abc12345';
const STRONG = 'Peilian#2026';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('superadmin'));
});
afterAll(() => server?.close());

const setStrength = (strongpassword: unknown) => owner('PUT', SETTING, { strongpassword });

describe('password strengthening (setting/password)', () => {
  it('is off by default and round-trips; a bad value changes nothing; a learner may not read it', async () => {
    expect((await owner('GET', SETTING)).body).toEqual({ successed: true, strongpassword: 0 });
    expect(await setStrength(7)).toMatchObject({ status: 400, body: { successed: false } });
    expect((await owner('GET', SETTING)).body).toMatchObject({ strongpassword: 0 });
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', SETTING)).status).toBe(403);
    expect((await learner('PUT', SETTING, { strongpassword: 1 })).status).toBe(403);
  });

  it('when on, refuses a weak password the administrator types, and makes a weak password in use change at sign-in', async () => {
    const user = await createUser(server.database.db, { passwordHash: await hashPassword(WEAK) });
    expect((await postPasswordLogin(server.fetch, { account: user.account, password: WEAK })).status).toBe(200);
    expect(await setStrength(1)).toMatchObject({ status: 200, body: { strongpassword: 1 } });
    try {
      const refused = await postPasswordLogin(server.fetch, { account: user.account, password: WEAK });
      expect(refused.status).toBe(403);
      expect(changePasswordRequiredSchema.parse(await refused.json())).toMatchObject({ changepassword: 1 });

      const reset = async (password: string) => owner('POST', `/api/admin/organization/user/${user.id}/reset`, await sealPasswordPair(server.fetch, password));
      expect((await reset(WEAK)).body).toMatchObject({ successed: false, detail: ['密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格'] });
      expect((await reset('Ab1#xyz')).body).toMatchObject({ successed: false, detail: ['密码长度为8到15个字符'] });
      expect((await reset(STRONG)).status).toBe(200);
      // A password set by someone else is changed at the next sign-in while the rule is on.
      const next = await postPasswordLogin(server.fetch, { account: user.account, password: STRONG });
      expect(changePasswordRequiredSchema.parse(await next.json())).toMatchObject({ changepassword: 1 });
    } finally {
      await setStrength(0);
    }
  });

  it('a user manager reads the rule for the forms but may not change it', async () => {
    const role = await createRoleAs(owner, { name: '密码规则读者', type: ROLE_TYPES.administrator, funcs: ['adminuser'] });
    const manager = await roleHolder(server, owner, role);
    expect((await manager('GET', SETTING)).body).toEqual({ successed: true, strongpassword: 0 });
    expect((await manager('PUT', SETTING, { strongpassword: 1 })).status).toBe(403);
    expect((await demoOrganisation(server.database.db)).settings).toMatchObject({ strongPassword: false });
  });
});

describe('voiceprint options (setting/voiceprint)', () => {
  const PATH = '/api/admin/system/setting/voiceprint';

  it("are off with an 80 % pass mark by default, round-trip, and refuse a pass mark outside 50–100 in the caller's language", async () => {
    expect((await owner('GET', PATH)).body).toEqual({ successed: true, login: 0, practicecheck: 0, threshold: 80, autopass: 0 });
    const chosen = { login: 1, practicecheck: 1, threshold: 90, autopass: 0 };
    expect((await owner('PUT', PATH, chosen)).body).toEqual({ successed: true, ...chosen });
    expect((await owner('PUT', PATH, { ...chosen, threshold: 120 })).body).toMatchObject({ successed: false, detail: ['核验通过分数为50到100之间的整数'] });
    expect((await owner('PUT', PATH, { ...chosen, threshold: 40 }, 'en')).body).toMatchObject({
      detail: ['The match needed is a whole number from 50 to 100'],
    });
    expect((await owner('PUT', PATH, { ...chosen, login: 3 })).status).toBe(400);
    expect((await owner('GET', PATH)).body).toEqual({ successed: true, ...chosen });
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('PUT', PATH, chosen)).status).toBe(403);
  });
});
