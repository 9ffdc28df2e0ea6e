import { z } from 'zod';
import { apiFailureSchema, sessionUserResponseSchema, storedUserSchema, waterConfigResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from '../../auth/token.js';
import { updateUserAccess } from '../../data/users.js';
import { createOrganisation, createUser, setDemoSettings } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

const strictResponse = sessionUserResponseSchema.extend({ user: z.strictObject(storedUserSchema.shape).array().length(1) }).strict();
const failure = async (response: Response) => apiFailureSchema.parse(await response.json());

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const info = (token: string) => server.fetch('/api/trainning/user/logininfo', { headers: { token } });
const post = (path: string, token: string, body: unknown = {}) =>
  server.fetch(path, { method: 'POST', headers: { token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('session routes', () => {
  it('requires a token on learner routes (10000)', async () => {
    const none = await server.fetch('/api/trainning/user/logininfo');
    expect(none.status).toBe(401);
    expect((await failure(none)).errcode).toBe(10000);
    expect((await failure(await info('x'.repeat(43)))).errcode).toBe(10000);
  });

  it('requires a token on admin routes (10000) and an administrator (40300)', async () => {
    expect((await failure(await server.fetch('/api/admin/system/version'))).errcode).toBe(10000);
    const learner = await server.login('learner01');
    const forbidden = await server.fetch('/api/admin/system/version', { headers: { token: learner } });
    expect(forbidden.status).toBe(403);
    expect(await failure(forbidden)).toEqual({ successed: false, errcode: 40300, errmsg: '没有访问权限' });
    for (const account of ['superadmin', 'owner01', 'admin01']) {
      const token = await server.login(account);
      expect((await server.fetch('/api/admin/system/version', { headers: { token } })).status, account).toBe(200);
    }
  });

  it('returns the stored user for a live session', async () => {
    const token = await server.login('learner01');
    const [user] = strictResponse.parse(await (await info(token)).json()).user;
    expect(user).toMatchObject({ account: 'learner01', token });
  });

  it('ends a session whose account was disabled or expired after login', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    await updateUserAccess(server.database.db, user.orgId, user.id, { disabled: 1 });
    expect((await failure(await info(token))).errcode).toBe(9999);
    await updateUserAccess(server.database.db, user.orgId, user.id, { disabled: 0, validUntil: new Date(Date.now() - 1000) });
    expect((await failure(await info(token))).errcode).toBe(9998);
  });
});

describe('one session per user and client kind', () => {
  it('answers 10001 to the older web session after a second web login; the mini-program session stays', async () => {
    const user = await createUser(server.database.db);
    const first = await server.login(user.account);
    const mini = await server.login(user.account, undefined, { from: 'mini' });
    const second = await server.login(user.account);

    const replaced = await info(first);
    expect(replaced.status).toBe(401);
    expect(await failure(replaced)).toEqual({ successed: false, errcode: 10001, errmsg: '您的账号已在其他地方登录，已被强制下线' });
    expect((await info(second)).status).toBe(200);
    expect((await info(mini)).status).toBe(200);
  });

  it('disconnects the sockets of the replaced session and refuses its handshake with 10001', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await server.login(user.account);
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      socket.close();
    }
    const again = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    try {
      const refusal = await new Promise((resolve) => again.once('connect_error', (error) => resolve((error as Error & { data: unknown }).data)));
      expect(refusal).toMatchObject({ errcode: 10001 });
    } finally {
      again.close();
    }
  });

  it('logs out: the token is unknown (10000) afterwards, the other client kind stays', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    const mini = await server.login(user.account, undefined, { from: 'mini' });
    const logout = await post('/api/admin/system/online/logout', token);
    expect(await logout.json()).toEqual({ successed: true });
    expect((await failure(await info(token))).errcode).toBe(10000);
    expect((await failure(await post('/api/admin/system/online/logout', token))).errcode).toBe(10000);
    expect((await info(mini)).status).toBe(200);
  });
});

describe('GET /api/login/{id}', () => {
  it('says whether the token is a live session of that user', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    const online = (id: string, headers: Record<string, string> = { token }) =>
      server.fetch(`/api/login/${id}`, { headers }).then((response) => response.json());
    expect(await online(user.id)).toEqual({ successed: true, online: true });
    expect(await online('someone-else')).toEqual({ successed: true, online: false });
    expect(await online(user.id, {})).toEqual({ successed: true, online: false });
    await server.login(user.account);
    expect(await online(user.id)).toEqual({ successed: true, online: false });
  });
});

describe('heartbeat, language and watermark', () => {
  it('records activity on the heartbeat and the admin keepalive, for every signed-in user', async () => {
    const token = await server.login('learner02');
    const tokenHash = hashToken(token);
    const past = new Date(Date.now() - 3_600_000);
    for (const path of ['/api/trainning/system/online', '/api/admin/system/keepalive']) {
      await server.database.db.update(sessions).set({ lastSeenAt: past }).where(eq(sessions.tokenHash, tokenHash));
      const response = await server.fetch(path, {
        method: 'POST',
        headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'animate=true&checkonline=true',
      });
      expect(await response.json(), path).toEqual({ successed: true });
      const [row] = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      expect(row!.lastSeenAt.getTime(), path).toBeGreaterThan(past.getTime() + 1000);
    }
    expect((await failure(await post('/api/trainning/system/online', 'x'.repeat(43)))).errcode).toBe(10000);
  });

  it('stores the language and answers in it afterwards', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    expect(await (await post('/api/trainning/user/changelanguage', token, { language: 'zh-TW' })).json()).toEqual({
      successed: true,
      language: 'zh-TW',
    });
    expect(strictResponse.parse(await (await info(token)).json()).user[0]!.language).toBe('zh-TW');
    const forbidden = await server.fetch('/api/admin/system/version', { headers: { token } });
    expect((await failure(forbidden)).errmsg).toBe('沒有存取權限');
    const invalid = await post('/api/trainning/user/changelanguage', token, { language: 'fr' });
    expect((await failure(invalid)).errcode).toBe(40002);
  });

  it('gives the organisation watermark: on for the demo organisation, the defaults elsewhere', async () => {
    const token = await server.login('learner01');
    const demo = await server.fetch('/api/common/setting/waterconfig', { headers: { token } });
    expect(waterConfigResponseSchema.strict().parse(await demo.json())).toEqual({ successed: true, waterconfig: { waterprint: 1, watertext: '' } });

    await setDemoSettings(server.database.db, { waterprint: 0, watertext: '内部资料' });
    const changed = await server.fetch('/api/common/setting/waterconfig', { headers: { token } });
    expect(await changed.json()).toEqual({ successed: true, waterconfig: { waterprint: 0, watertext: '内部资料' } });

    const other = await createOrganisation(server.database.db, { settings: { waterprint: 'bogus' } });
    const stranger = await createUser(server.database.db, { orgId: other.id });
    const response = await server.fetch('/api/common/setting/waterconfig', { headers: { token: await server.login(stranger.account) } });
    expect(await response.json()).toEqual({ successed: true, waterconfig: { waterprint: 1, watertext: '' } });
    expect((await failure(await server.fetch('/api/common/setting/waterconfig'))).errcode).toBe(10000);
  });
});
