import { z } from 'zod';
import { apiFailureSchema, authCodeLoginResponseSchema, authCodeResponseSchema, storedUserSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postJson } from '../../../test/identityClient.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());
const strict = authCodeLoginResponseSchema.extend({ user: z.strictObject(storedUserSchema.shape).array().length(1) }).strict();

let server: TestServer;
const clock = new ManualClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

async function issue(adminToken: string, userid: string) {
  const response = await postJson(server.fetch, '/api/admin/organization/authcode', { userid }, { token: adminToken });
  return { response, authcode: response.status === 200 ? authCodeResponseSchema.parse(await response.json()).authcode : '' };
}

describe('authorisation codes', () => {
  it('lets an owner issue a one-time code that signs the user in once', async () => {
    const owner = await server.login('owner01');
    const user = await createUser(server.database.db);
    const { authcode } = await issue(owner, user.id);
    expect(authcode.length).toBeGreaterThanOrEqual(43);

    const first = await postJson(server.fetch, '/api/checkauthcode', { authcode, userid: user.id });
    const body = strict.parse(await first.json());
    expect(body.errcode).toBe(0);
    expect(body.user[0]).toMatchObject({ id: user.id });

    const reused = await postJson(server.fetch, '/api/checkauthcode', { authcode, userid: user.id });
    expect(await failure(reused)).toEqual({ successed: false, errcode: 40010, errmsg: '授权码无效或已过期' });
  });

  it('refuses an unknown code, a code for another user and an expired code', async () => {
    const owner = await server.login('owner01');
    const user = await createUser(server.database.db);
    expect((await failure(await postJson(server.fetch, '/api/checkauthcode', { authcode: 'made-up', userid: user.id }))).errcode).toBe(40010);
    expect((await failure(await postJson(server.fetch, '/api/checkauthcode', { authcode: 'made-up', userid: 'not-a-uuid' }))).errcode).toBe(40010);

    const { authcode } = await issue(owner, user.id);
    const other = await createUser(server.database.db);
    expect((await failure(await postJson(server.fetch, '/api/checkauthcode', { authcode, userid: other.id }))).errcode).toBe(40010);

    const { authcode: late } = await issue(owner, user.id);
    clock.advance(301);
    expect((await failure(await postJson(server.fetch, '/api/checkauthcode', { authcode: late, userid: user.id }))).errcode).toBe(40010);
  });

  it('issues codes only for users of the caller organisation', async () => {
    const owner = await server.login('owner01');
    const org = await createOrganisation(server.database.db);
    const stranger = await createUser(server.database.db, { orgId: org.id });
    expect((await failure((await issue(owner, stranger.id)).response)).errcode).toBe(40400);
    expect((await failure((await issue(owner, 'not-a-uuid')).response)).errcode).toBe(40400);
  });

  it('refuses an administrator without the adminuser function, and learners', async () => {
    const user = await createUser(server.database.db);
    expect((await failure((await issue(await server.login('admin01'), user.id)).response)).errcode).toBe(40300);
    expect((await failure((await issue(await server.login('learner01'), user.id)).response)).errcode).toBe(40300);
    const holder = await createUser(server.database.db, { funcs: 'adminuser' });
    expect((await issue(await server.login(holder.account), user.id)).response.status).toBe(200);
  });

  it('refuses a disabled user at redemption', async () => {
    const user = await createUser(server.database.db, { disabled: 1 });
    const { authcode } = await issue(await server.login('owner01'), user.id);
    expect((await failure(await postJson(server.fetch, '/api/checkauthcode', { authcode, userid: user.id }))).errcode).toBe(9999);
  });
});

describe('POST /api/ssologin', () => {
  it('answers errcode 2 with the user for a live session of that user', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    const response = await postJson(server.fetch, '/api/ssologin', { token, userid: user.id });
    const body = strict.parse(await response.json());
    expect(body.errcode).toBe(2);
    expect(body.user[0]).toMatchObject({ id: user.id, token });
  });

  it('refuses another user, an ended session and a made-up token with loginRequired', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    expect((await failure(await postJson(server.fetch, '/api/ssologin', { token, userid: (await createUser(server.database.db)).id }))).errcode).toBe(10000);
    await server.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } });
    expect((await failure(await postJson(server.fetch, '/api/ssologin', { token, userid: user.id }))).errcode).toBe(10000);
    expect((await failure(await postJson(server.fetch, '/api/ssologin', { token: 'A'.repeat(43), userid: user.id }))).errcode).toBe(10000);
  });
});
