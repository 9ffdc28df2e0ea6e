import {
  departmentResponseSchema,
  departmentTreeResponseSchema,
  inviteCodeListResponseSchema,
  inviteCodeResponseSchema,
  inviteJoinResponseSchema,
  invitePreviewResponseSchema,
  type InviteCode,
} from '@peilian/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findInviteByCode } from '../../data/inviteCodes.js';
import { findUserByAccount } from '../../data/users.js';
import { organisations } from '../../db/schema/index.js';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation, createUser, randomMobile } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { lastSmsCode, postJson, postPasswordLogin } from '../../../test/identityClient.js';
import { adminCaller, createRoleAs, findByName, sealPasswordPair } from '../../../test/peopleClient.js';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
const clock = new ManualClock(new Date('2026-05-20T02:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());
// SMS codes and joins are budgeted per address per hour; every test starts a fresh hour.
beforeEach(() => clock.advance(3601));

const INVITES = '/api/admin/organization/invitecode';

async function departmentId(name: string): Promise<string> {
  const tree = departmentTreeResponseSchema.parse((await owner('GET', '/api/admin/organization/department')).body).data;
  return findByName(tree, name)!.id;
}

async function createInvite(body: Record<string, unknown>): Promise<InviteCode> {
  const answer = await owner('POST', INVITES, { title: '春季入职', validdate: '', maxcount: 2, departmentid: await departmentId('销售部'), ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return inviteCodeResponseSchema.parse(answer.body).invite;
}

/** Asks for the registration SMS code of `mobile` and reads it from the outbox. */
async function smsCode(mobile: string): Promise<string> {
  expect((await server.fetch(`/api/wechat/mini/user/register/verifycode?mobile=${mobile}`)).status).toBe(200);
  return (await lastSmsCode(server.config.dataDir, mobile))!;
}

const CHOSEN = 'Chosen#2026';

/** Joins with a fresh SMS code (or the one given) and a first password sealed with its confirmation, as the join page sends them. */
const join = async (code: string, mobile: string, name = '新同事', language = 'zh-CN', password = CHOSEN, confirm = password, sms?: string) =>
  postJson(
    server.fetch,
    `/api/invite/${code}/join`,
    { mobile, code: sms ?? (await smsCode(mobile)), name, ...(await sealPasswordPair(server.fetch, password, confirm)) },
    { 'Accept-Language': language },
  );

describe('invite codes in the back office', () => {
  it('creates a code that places people in a department, position and role, lists it and revokes it', async () => {
    const role = await createRoleAs(owner, { name: '邀请学员', type: 0, funcs: [] });
    const positions = (await owner('GET', '/api/admin/organization/positions')).body as { rows: { name: string; id: string; children: [] }[] };
    const position = findByName(positions.rows, '销售代表')!;
    const invite = await createInvite({ title: '  新人入职 ', validdate: '2026-06-30', maxcount: '5', positionid: position.id, roleid: role.id });
    expect(invite).toMatchObject({
      title: '新人入职',
      validdate: '2026-06-30',
      maxcount: 5,
      usedcount: 0,
      departmentname: '销售部',
      positionname: '销售代表',
      rolename: '邀请学员',
      status: 'active',
    });
    expect(invite.code).toMatch(/^[A-Za-z0-9]{8}$/);
    const { rows } = inviteCodeListResponseSchema.parse((await owner('GET', INVITES)).body);
    expect(rows[0]).toEqual(invite);

    const changed = await owner('PUT', `${INVITES}/${invite.id}`, { title: '新人', validdate: '', maxcount: 3, departmentid: invite.departmentid });
    expect(inviteCodeResponseSchema.parse(changed.body).invite).toMatchObject({
      title: '新人',
      validdate: '',
      maxcount: 3,
      positionid: '',
      roleid: '',
      code: invite.code,
    });
    const revoked = await owner('POST', `${INVITES}/${invite.id}/revoke`);
    expect(inviteCodeResponseSchema.parse(revoked.body).invite.status).toBe('revoked');
    expect((await server.fetch(`/api/invite/${invite.code}`)).status).toBe(404);
  });

  it('refuses a long title, a maximum out of range, no department, and a foreign department, writing nothing', async () => {
    const before = inviteCodeListResponseSchema.parse((await owner('GET', INVITES)).body).rows.length;
    const departmentid = await departmentId('销售部');
    const refusals = [
      [{ title: '一二三四五六七八九', maxcount: 1, departmentid }, '最多8个字符'],
      [{ title: '入职', maxcount: 0, departmentid }, '最多邀请人数应为 1–9999 的整数'],
      [{ title: '入职', maxcount: 10000, departmentid }, '最多邀请人数应为 1–9999 的整数'],
      [{ title: '入职', maxcount: 1, departmentid: '' }, '请选择加入的部门'],
      [{ title: '入职', maxcount: 1, departmentid, validdate: '2026-02-30' }, '日期格式应为 yyyy-MM-dd'],
    ] as const;
    for (const [body, message] of refusals) {
      const answer = await owner('POST', INVITES, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const other = await createOrganisation(server.database.db);
    const otherOwner = adminCaller(server.fetch, await server.login((await createUser(server.database.db, { orgId: other.id, orgowner: 1 })).account));
    const foreign = departmentResponseSchema.parse(
      (await otherOwner('POST', '/api/admin/organization/department', { name: '别家部门', parentid: '' })).body,
    ).department;
    expect((await owner('POST', INVITES, { title: '入职', maxcount: 1, departmentid: foreign.id })).status).toBe(404);
    expect(inviteCodeListResponseSchema.parse((await owner('GET', INVITES)).body).rows).toHaveLength(before);
    const mine = await createInvite({});
    expect((await otherOwner('POST', `${INVITES}/${mine.id}/revoke`)).status).toBe(404);
    expect(inviteCodeListResponseSchema.parse((await otherOwner('GET', INVITES)).body).rows).toEqual([]);
  });
});

describe('joining with an invite code', () => {
  it('shows the code, joins as the mobile number with the password chosen, placed where the code says, and counts the invitee', async () => {
    const invite = await createInvite({ maxcount: 1 });
    const preview = invitePreviewResponseSchema.parse(await (await server.fetch(`/api/invite/${invite.code}`)).json()).invite;
    expect(preview).toEqual({ code: invite.code, title: '春季入职', orgname: expect.any(String), departmentname: '销售部', validdate: '', strongpassword: 0 });

    const mobile = randomMobile();
    const answer = await join(invite.code, mobile, '王小明');
    expect(inviteJoinResponseSchema.parse(await answer.json())).toEqual({ successed: true, account: mobile });
    const found = await findUserByAccount(server.database.db, mobile);
    expect(found?.user).toMatchObject({ name: '王小明', mobile, departmentId: invite.departmentid, needChangePassword: 0, reviewStatus: 'approved' });
    // Whoever knows the mobile number cannot sign in with it; the invitee signs in with the password chosen, not asked to change it.
    const byMobile = await postPasswordLogin(server.fetch, { account: mobile, password: mobile, headers: { from: 'h5' } });
    expect(await byMobile.json()).toMatchObject({ successed: false, errcode: 40003, errmsg: '账号或密码错误' });
    const signIn = await (await postPasswordLogin(server.fetch, { account: mobile, password: CHOSEN, headers: { from: 'h5' } })).json();
    expect(signIn).toMatchObject({ successed: true, user: [{ account: mobile }] });

    const { rows } = inviteCodeListResponseSchema.parse((await owner('GET', INVITES)).body);
    expect(rows.find((row) => row.id === invite.id)).toMatchObject({ usedcount: 1, status: 'full' });
    const full = await join(invite.code, randomMobile(), '迟到者', 'en');
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ errcode: 40909, errmsg: 'This invite code has reached its maximum of invitees' });
    expect((await owner('PUT', `${INVITES}/${invite.id}`, { title: 'x', maxcount: 0, departmentid: invite.departmentid })).status).toBe(400);
  });

  it('refuses an unknown code, an expired one, a taken mobile and a wrong SMS code, and lets nobody in', async () => {
    expect(await (await server.fetch('/api/invite/ZZZZ9999')).json()).toMatchObject({ errcode: 40403, errmsg: '邀请码不存在或已停用' });
    const invite = await createInvite({ validdate: '2026-05-25' });
    const mobile = randomMobile();
    expect((await join(invite.code, mobile)).status).toBe(200);
    clock.advance(61);
    expect(await (await join(invite.code, mobile)).json()).toMatchObject({ errcode: 40900 });
    const wrong = await join(invite.code, randomMobile(), '猜码', 'zh-CN', CHOSEN, CHOSEN, '000000');
    expect(await wrong.json()).toMatchObject({ errcode: 40006, errmsg: '验证码错误或已过期' });

    clock.advance(7 * 24 * 3600);
    const expired = await server.fetch(`/api/invite/${invite.code}`);
    expect(await expired.json()).toMatchObject({ errcode: 40908, errmsg: '邀请码已过期' });
    owner = adminCaller(server.fetch, await server.login('owner01'));
    const { rows } = inviteCodeListResponseSchema.parse((await owner('GET', INVITES)).body);
    expect(rows.find((row) => row.id === invite.id)).toMatchObject({ status: 'expired', usedcount: 1 });
  });

  it('refuses a missing, mismatched, too weak or mobile-number password in three languages, creating nothing and keeping the SMS code', async () => {
    const invite = await createInvite({ maxcount: 5 });
    const mobile = randomMobile();
    const sms = await smsCode(mobile);
    const refusal = async (answer: Response) => ({ status: answer.status, body: (await answer.json()) as { successed: boolean; detail: string[] } });
    const attempt = (password: string, confirm: string, language = 'zh-CN') => join(invite.code, mobile, '新同事', language, password, confirm, sms);

    const missing = await postJson(server.fetch, `/api/invite/${invite.code}/join`, { mobile, code: sms, name: '新同事' });
    expect(await refusal(missing)).toMatchObject({ status: 400, body: { successed: false, detail: expect.arrayContaining(['请输入密码']) } });
    expect(await refusal(await attempt('Chosen#2026', 'Chosen#2027'))).toMatchObject({ status: 400, body: { detail: ['两次输入的密码不一致!'] } });
    expect(await refusal(await attempt('abc12', 'abc12', 'en'))).toMatchObject({ status: 400, body: { detail: ['Password must be 6 to 15 characters'] } });
    expect(await refusal(await attempt(mobile, mobile, 'zh-TW'))).toMatchObject({ status: 400, body: { detail: ['密碼不能是手機號'] } });
    expect(await refusal(await attempt(mobile, mobile, 'en'))).toMatchObject({ status: 400, body: { detail: ['The password may not be your mobile number'] } });

    // With passwords strengthened, the preview says so and a weak password is refused.
    expect((await owner('PUT', '/api/admin/system/setting/password', { strongpassword: 1 })).status).toBe(200);
    try {
      const preview = invitePreviewResponseSchema.parse(await (await server.fetch(`/api/invite/${invite.code}`)).json()).invite;
      expect(preview.strongpassword).toBe(1);
      expect(await refusal(await attempt('abcdef12', 'abcdef12'))).toMatchObject({
        status: 400,
        body: { detail: ['密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格'] },
      });
      expect(await findUserByAccount(server.database.db, mobile)).toBeUndefined();
      const { rows } = inviteCodeListResponseSchema.parse((await owner('GET', INVITES)).body);
      expect(rows.find((row) => row.id === invite.id)).toMatchObject({ usedcount: 0 });

      // The SMS code was neither spent nor counted wrong: it still joins, with a strong password, never to be changed at once.
      expect((await attempt('Strong#2026', 'Strong#2026')).status).toBe(200);
      expect((await findUserByAccount(server.database.db, mobile))?.user).toMatchObject({ needChangePassword: 0 });
      expect(await (await postPasswordLogin(server.fetch, { account: mobile, password: 'Strong#2026' })).json()).toMatchObject({ successed: true });
    } finally {
      await owner('PUT', '/api/admin/system/setting/password', { strongpassword: 0 });
    }
  });
});

describe('an invite code of an ended organisation', () => {
  it("is refused with the organisation's message, to the preview and the join alike, and lets nobody in", async () => {
    const { db } = server.database;
    const org = await createOrganisation(db, { settings: { timeZone: 'Asia/Shanghai' } });
    const boss = adminCaller(server.fetch, await server.login((await createUser(db, { orgId: org.id, orgowner: 1 })).account));
    const department = departmentResponseSchema.parse(
      (await boss('POST', '/api/admin/organization/department', { name: '门店', parentid: '' })).body,
    ).department;
    const answer = await boss('POST', INVITES, { title: '门店入职', validdate: '', maxcount: 5, departmentid: department.id });
    const invite = inviteCodeResponseSchema.parse(answer.body).invite;
    const expiresAt = new Date(clock.now().getTime() - 3600_000);
    await db.update(organisations).set({ expiresAt }).where(eq(organisations.id, org.id));
    const lastDay = new Date(expiresAt.getTime() - 1).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

    const preview = await server.fetch(`/api/invite/${invite.code}`, { headers: { 'Accept-Language': 'en' } });
    expect(preview.status).toBe(403);
    expect(await preview.json()).toMatchObject({
      errcode: 40371,
      errmsg: `Your company’s account ended on ${lastDay}: nobody can sign in until it is renewed. Contact your provider`,
    });
    const mobile = randomMobile();
    const joined = await join(invite.code, mobile, '迟来者');
    expect(joined.status).toBe(403);
    expect(await joined.json()).toMatchObject({ errcode: 40371, errmsg: `企业账号已于 ${lastDay} 到期，暂时无法登录，请联系服务商续费` });
    expect(await findUserByAccount(db, mobile)).toBeUndefined();
    expect(await findInviteByCode(db, invite.code)).toMatchObject({ usedCount: 0 });
  });
});
