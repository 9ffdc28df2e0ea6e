import {
  apiFailureSchema,
  bindWechatResponseSchema,
  loginResponseSchema,
  sessionUserResponseSchema,
  wechatQrResponseSchema,
  wechatQrStatusSchema,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertWechatLink } from '../../data/wechat.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from '../../../test/fakes/wechat.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postJson } from '../../../test/identityClient.js';

const failure = async (response: Response) => apiFailureSchema.parse(await response.json());
const PUBLIC_URL = 'https://peilian.example.com';

let wechat: FakeWechat;
let server: TestServer;
const clock = new ManualClock();
beforeAll(async () => {
  wechat = await startFakeWechat({ apps: { 'wx-web': 'web-secret', 'wx-mini': 'mini-secret' } });
  server = await startTestServer({
    clock,
    env: {
      PUBLIC_URL,
      ...fakeWechatEnv(wechat.url),
    },
  });
});
afterAll(async () => {
  await server?.close();
  await wechat?.close();
});

const newQr = async () => wechatQrResponseSchema.strict().parse(await (await server.fetch('/api/login/wxqrcode')).json());
const poll = async (ticket: string) => wechatQrStatusSchema.parse(await (await server.fetch(`/api/login/wxqrcode/${ticket}`)).json());

/** Binds a fresh user to an openid through the real bind flow; returns the user. */
async function boundUser(openid: string, orgId?: string) {
  const user = await createUser(server.database.db, orgId ? { orgId } : {});
  const token = await server.login(user.account);
  const started = await server.fetch(`/api/trainning/user/${user.id}/bindwechat`, { headers: { token } });
  const { ticket } = bindWechatResponseSchema.parse(await started.json());
  const bound = await postJson(server.fetch, '/api/trainning/user/bindwechat', { code: `code-${openid}`, state: ticket });
  expect(await bound.json()).toEqual({ successed: true });
  return user;
}

describe('binding WeChat', () => {
  it('gives the caller a bind ticket and the authorise URL, for their own id only', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    const response = await server.fetch(`/api/trainning/user/${user.id}/bindwechat`, { headers: { token } });
    const { ticket, url } = bindWechatResponseSchema.parse(await response.json());
    expect(url).toBe(
      `${wechat.url}/connect/qrconnect?appid=wx-web&redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/wxcallback/bind`)}&response_type=code&scope=snsapi_login&state=${ticket}#wechat_redirect`,
    );
    const other = await server.fetch(`/api/trainning/user/${(await createUser(server.database.db)).id}/bindwechat`, { headers: { token } });
    expect((await failure(other)).errcode).toBe(40300);
    expect((await failure(await server.fetch(`/api/trainning/user/${user.id}/bindwechat`))).errcode).toBe(10000);
  });

  it('binds once per ticket and refuses unknown tickets and failed codes', async () => {
    const user = await createUser(server.database.db);
    const token = await server.login(user.account);
    const { ticket } = bindWechatResponseSchema.parse(await (await server.fetch(`/api/trainning/user/${user.id}/bindwechat`, { headers: { token } })).json());
    const failed = await postJson(server.fetch, '/api/trainning/user/bindwechat', { code: 'fail-1', state: ticket });
    expect(failed.status).toBe(502);
    expect((await failure(failed)).errcode).toBe(50202);
    expect((await postJson(server.fetch, '/api/trainning/user/bindwechat', { code: 'code-bind-once', state: ticket })).status).toBe(200);
    const again = await postJson(server.fetch, '/api/trainning/user/bindwechat', { code: 'code-bind-once', state: ticket });
    expect(await failure(again)).toMatchObject({ errcode: 50202, errmsg: '微信授权失败，请重试' });
    expect((await failure(await postJson(server.fetch, '/api/trainning/user/bindwechat', { code: 'code-x', state: 'nope' }))).errcode).toBe(50202);
  });

  it('unbinds: the WeChat identity no longer signs in', async () => {
    const user = await boundUser('openid-unbind');
    expect((await postJson(server.fetch, '/api/login/wechat', { code: 'code-openid-unbind' })).status).toBe(200);
    const token = await server.login(user.account);
    const response = await server.fetch('/api/trainning/user/unbind/wechat', { method: 'PUT', headers: { token } });
    expect(await response.json()).toEqual({ successed: true });
    expect((await failure(await postJson(server.fetch, '/api/login/wechat', { code: 'code-openid-unbind' }))).errcode).toBe(40009);
  });
});

describe('WeChat QR login', () => {
  it('hands out a 180 s ticket with the QR-connect URL returning to /wxcallback/login', async () => {
    const { ticket, url, expiresIn } = await newQr();
    expect(expiresIn).toBe(180);
    expect(url).toBe(
      `${wechat.url}/connect/qrconnect?appid=wx-web&redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/wxcallback/login`)}&response_type=code&scope=snsapi_login&state=${ticket}#wechat_redirect`,
    );
    expect(await poll(ticket)).toEqual({ successed: true, status: 'waiting' });
  });

  it('confirms a bound user from the phone, then delivers one session to the polling PC', async () => {
    const user = await boundUser('openid-qr');
    const { ticket } = await newQr();
    const redirect = await server.fetch(`/wxcallback/login?code=code-openid-qr&state=${ticket}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/#/wxcallback/login?code=code-openid-qr&state=${ticket}`);
    expect(await poll(ticket)).toEqual({ successed: true, status: 'scanned' });

    const phone = await postJson(server.fetch, '/api/login/wechat', { code: 'code-openid-qr', state: ticket });
    expect(await phone.json()).toEqual({ successed: true });
    const confirmed = await poll(ticket);
    expect(confirmed.status).toBe('confirmed');
    expect('user' in confirmed && confirmed.user[0]).toMatchObject({ id: user.id });
    const token = 'user' in confirmed ? confirmed.user[0]!.token : '';
    expect((await server.fetch('/api/trainning/user/logininfo', { headers: { token } })).status).toBe(200);
    expect(await poll(ticket)).toEqual({ successed: true, status: 'expired' });
  });

  it('tells both sides when the WeChat user is not bound', async () => {
    const { ticket } = await newQr();
    const phone = await postJson(server.fetch, '/api/login/wechat', { code: 'code-stranger', state: ticket });
    expect(phone.status).toBe(400);
    expect(await failure(phone)).toEqual({ successed: false, errcode: 40009, errmsg: '登录失败，请先绑定微信' });
    expect(await poll(ticket)).toEqual({ successed: true, status: 'unbound' });
  });

  it('expires after 180 s: polls say so and the phone is refused', async () => {
    await boundUser('openid-late');
    const { ticket } = await newQr();
    clock.advance(181);
    expect(await poll(ticket)).toEqual({ successed: true, status: 'expired' });
    expect((await failure(await postJson(server.fetch, '/api/login/wechat', { code: 'code-openid-late', state: ticket }))).errcode).toBe(50202);
    expect(await poll('no-such-ticket')).toEqual({ successed: true, status: 'expired' });
  });
});

describe('WeChat web login without a QR ticket', () => {
  it('signs a bound user in, refuses an unbound one and reports WeChat errors', async () => {
    const user = await boundUser('openid-web');
    const response = await postJson(server.fetch, '/api/login/wechat', { code: 'code-openid-web' });
    expect(sessionUserResponseSchema.parse(await response.json()).user[0]!.id).toBe(user.id);
    expect((await failure(await postJson(server.fetch, '/api/login/wechat', { code: 'code-nobody' }))).errcode).toBe(40009);
    const broken = await postJson(server.fetch, '/api/login/wechat', { code: 'fail-40029' });
    expect(broken.status).toBe(502);
    expect((await failure(broken)).errcode).toBe(50202);
  });
});

describe('mini-program login', () => {
  it('signs a bound mini-program user in', async () => {
    const user = await createUser(server.database.db);
    await upsertWechatLink(server.database.db, user.orgId, user.id, { miniopenid: 'mini-bound' }, new Date());
    const response = await postJson(server.fetch, '/api/login/wechat/mini', { code: 'code-mini-bound' }, { from: 'mini' });
    expect(sessionUserResponseSchema.parse(await response.json()).user[0]!.id).toBe(user.id);
  });

  it('answers an unbound user with wechatNotBound and the miniopenid for registration', async () => {
    const response = await postJson(server.fetch, '/api/login/wechat/mini', { code: 'code-mini-new' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ successed: false, errcode: 40009, errmsg: '登录失败，请先绑定微信', miniopenid: 'mini-new' });
  });

  it('offers the chooser when the unionid joins users of two organisations; the same code then signs in', async () => {
    const here = await createUser(server.database.db);
    await upsertWechatLink(server.database.db, here.orgId, here.id, { openid: 'web-person', unionid: 'union-person' }, new Date());
    const other = await createOrganisation(server.database.db);
    const there = await createUser(server.database.db, { orgId: other.id });
    await upsertWechatLink(server.database.db, other.id, there.id, { miniopenid: 'mini-person' }, new Date());
    // A one-time code, as WeChat's are: the second post is answered from the server's memory of it.
    wechat.register('once-person', { openid: 'mini-person', unionid: 'union-person' });

    const first = loginResponseSchema.parse(await (await postJson(server.fetch, '/api/login/wechat/mini', { code: 'once-person' })).json());
    expect('choose' in first && first.user.map((choice) => choice.id).sort()).toEqual([here.id, there.id].sort());
    const chosen = await postJson(server.fetch, '/api/login/wechat/mini', { code: 'once-person', userid: here.id });
    expect(sessionUserResponseSchema.parse(await chosen.json()).user[0]!.id).toBe(here.id);
    expect(wechat.calls.filter((call) => call.query.js_code === 'once-person')).toHaveLength(1);
  });

  it('reports a failed code exchange as wechatFailed', async () => {
    expect((await failure(await postJson(server.fetch, '/api/login/wechat/mini', { code: 'fail-mini' }))).errcode).toBe(50202);
  });
});

describe('WeChat redirect pages', () => {
  it('forwards /wxcall and /wxcallback pages to the hash routes with the same query', async () => {
    const call = await server.fetch('/wxcall/register?from=mini&x=%E4%B8%AD', { redirect: 'manual' });
    expect(call.status).toBe(302);
    expect(call.headers.get('location')).toBe('/#/wxcall/register?from=mini&x=%E4%B8%AD');
    const bare = await server.fetch('/wxcallback/bind', { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/#/wxcallback/bind');
    expect((await server.fetch('/wxcallback/no.such', { redirect: 'manual' })).status).toBe(404);
  });
});

describe('a server without WeChat apps', () => {
  it('answers every WeChat sign-in and binding with 404 wechatNotEnabled, not a gateway failure', async () => {
    const bare = await startTestServer();
    try {
      const notEnabled = { successed: false, errcode: 40402, errmsg: '微信登录未开通' };
      const qr = await bare.fetch('/api/login/wxqrcode');
      expect(qr.status).toBe(404);
      expect(await failure(qr)).toEqual(notEnabled);
      const english = await bare.fetch('/api/login/wxqrcode', { headers: { 'Accept-Language': 'en' } });
      expect((await failure(english)).errmsg).toBe('WeChat sign-in is not enabled');
      for (const [path, body] of [
        ['/api/login/wechat', { code: 'code-anyone' }],
        ['/api/login/wechat', { code: 'code-anyone', state: 'any-ticket' }],
        ['/api/login/wechat/mini', { code: 'code-anyone' }],
        ['/api/trainning/user/bindwechat', { code: 'code-anyone', state: 'any-ticket' }],
      ] as const) {
        const response = await postJson(bare.fetch, path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(404);
        expect(await failure(response)).toEqual(notEnabled);
      }
      const zhTW = await postJson(bare.fetch, '/api/trainning/user/bindwechat', { code: 'c', state: 's' }, { 'Accept-Language': 'zh-TW' });
      expect((await failure(zhTW)).errmsg).toBe('微信登入未開通');
      const polled = await bare.fetch('/api/login/wxqrcode/any-ticket');
      expect(polled.status).toBe(404);
      expect(await failure(polled)).toEqual(notEnabled);
      const user = await createUser(bare.database.db);
      const token = await bare.login(user.account);
      const bind = await bare.fetch(`/api/trainning/user/${user.id}/bindwechat`, { headers: { token } });
      expect(bind.status).toBe(404);
      expect((await failure(bind)).errcode).toBe(40402);
    } finally {
      await bare.close();
    }
  });
});
