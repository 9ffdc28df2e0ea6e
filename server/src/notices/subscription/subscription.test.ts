import {
  isSubscribedResponseSchema,
  noticeListResponseSchema,
  subscribeResponseSchema,
  subscribeUrlResponseSchema,
  validateUserResponseSchema,
  wxmpQrcodeResponseSchema,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { demoOrganisation } from '../../../test/factories.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from '../../../test/fakes/wechat.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { lastSmsCode } from '../../../test/identityClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { addChild, createPackage, DAY, demoMedia, fileChildBody, packageBody, publishNow, type Caller } from '../../../test/tasksClient.js';
import { subscriptionsOf } from '../../data/notices.js';
import { findUserByAccount } from '../../data/users.js';
import { notices } from '../../db/schema/index.js';
import type { TickLoop } from '../../lib/tickLoop.js';
import { createLogger } from '../../logger.js';
import { WechatClient } from '../../providers/wechat/index.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { createTaskMessageJob, TASK_MESSAGE_BACKOFF_MS } from '../taskMessageJob.js';

const clock = new ManualClock();
let wechat: FakeWechat;
let server: TestServer;
let owner: Caller;
let learner: Caller;
let orgId: string;
let pdf: string;
let job: TickLoop;
const ids: Record<string, string> = {};

beforeAll(async () => {
  wechat = await startFakeWechat();
  // The task-message job is ticked by the tests (NOTICE_TICK_MS 0 keeps the server's own loop off).
  server = await startTestServer({ clock, env: { ...LASTING_SESSIONS, ...fakeWechatEnv(wechat.url), NOTICE_TICK_MS: '0' } });
  const { db } = server.database;
  orgId = (await demoOrganisation(db)).id;
  owner = adminCaller(server.fetch, await server.login('owner01'));
  learner = adminCaller(server.fetch, await server.login('learner01'));
  for (const account of ['learner01', 'learner02', 'learner03']) ids[account] = (await findUserByAccount(db, account))!.user.id;
  pdf = (await demoMedia(db, orgId)).pdf;
  job = createTaskMessageJob({
    db,
    clock,
    logger: createLogger('silent'),
    wechat: new WechatClient(server.config.wechat),
    publicUrl: () => server.url,
    tickMs: 0,
  });
});
afterAll(async () => {
  await job?.stop();
  await server?.close();
  await wechat?.close();
});

/** A public call (no session), in English. */
async function publicCall(method: string, path: string, body?: unknown) {
  const response = await server.fetch(path, {
    method,
    headers: { 'Accept-Language': 'en', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function publishTo(title: string, userIds: string[]): Promise<string> {
  clock.advance(1);
  const now = clock.now().getTime();
  const pkg = await createPackage(owner, packageBody(now, { title, range: { users: userIds }, endtime: now + 10 * DAY }));
  await addChild(owner, pkg.id, fileChildBody(now, pdf));
  await publishNow(owner, pkg.id);
  return pkg.id;
}

const wxStateOf = async (packageId: string, userId: string) =>
  (
    await server.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.orgId, orgId), eq(notices.userId, userId), eq(notices.ref, `published:${packageId}`)))
  )[0];

describe('the organisation’s task-message setting', () => {
  it('is off until the administrator turns it on, and refuses a bad link', async () => {
    expect((await learner('GET', '/api/trainning/system/notifysetting')).body).toEqual({ successed: true, setting: { isTaskMsgPush2wx: 0, url: '' } });
    expect(isSubscribedResponseSchema.parse((await learner('GET', '/api/trainning/user/issubscribed')).body)).toMatchObject({
      subscribed: false,
      available: false,
    });
    expect(wxmpQrcodeResponseSchema.parse((await learner('GET', '/api/trainning/user/wxmpqrcode')).body).url).toBe('');

    const bad = await owner('PUT', '/api/admin/system/notify/taskmsg', { isTaskMsgPush2wx: 1, url: 'mp.weixin.qq.com' }, 'en');
    expect(bad).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('http://') } });
    const setting = { isTaskMsgPush2wx: 1, url: 'https://mp.weixin.qq.com/follow' };
    expect((await owner('PUT', '/api/admin/system/notify/taskmsg', setting)).body).toEqual({ successed: true, setting });
    expect((await owner('GET', '/api/admin/system/notify/taskmsg')).body).toEqual({ successed: true, setting });
    expect((await learner('GET', '/api/trainning/system/notifysetting')).body).toEqual({ successed: true, setting });
  });
});

describe('subscribing', () => {
  it('subscribes the learner whose QR was scanned, once per QR', async () => {
    const qr = wxmpQrcodeResponseSchema.parse((await learner('GET', '/api/trainning/user/wxmpqrcode')).body);
    expect(qr.url).toMatch(new RegExp(`^${server.url}/wxcall/subscrib\\?state=`));
    expect(qr.expires).toBeGreaterThan(clock.now().getTime());
    const state = new URL(qr.url).searchParams.get('state')!;

    const authorise = subscribeUrlResponseSchema.parse((await publicCall('GET', `/api/wechat/subscribe/url?state=${encodeURIComponent(state)}`)).body);
    const target = new URL(authorise.url);
    expect(`${target.origin}${target.pathname}`).toBe(`${wechat.url}/connect/oauth2/authorize`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      appid: 'wx-pub',
      scope: 'snsapi_base',
      state,
      redirect_uri: `${server.url}/wxcallback/subscrib`,
    });
    expect(await publicCall('GET', '/api/wechat/subscribe/url?state=nonsense')).toMatchObject({ status: 404, body: { errcode: 40436 } });

    const bound = subscribeResponseSchema.parse((await publicCall('POST', '/api/wechat/subscribe', { code: 'code-pub-learner01', state })).body);
    expect(bound).toEqual({ successed: true, bound: true, ticket: '', orgname: '演示企业' });
    const again = await publicCall('POST', '/api/wechat/subscribe', { code: 'code-pub-other', state });
    expect(again).toMatchObject({ status: 404, body: { errmsg: 'This link has expired; verification failed, please retry' } });
    expect(await publicCall('POST', '/api/wechat/subscribe', { code: 'fail-1' })).toMatchObject({ status: 502 });
    expect(await publicCall('POST', '/api/wechat/subscribe', { code: '' })).toMatchObject({ status: 400 });
    expect(isSubscribedResponseSchema.parse((await learner('GET', '/api/trainning/user/issubscribed')).body)).toMatchObject({
      subscribed: true,
      available: true,
    });
    expect((await subscriptionsOf(server.database.db, orgId, [ids.learner01!])).get(ids.learner01!)).toBe('pub-learner01');
  });

  it('subscribes a follower verified by account and password, or by mobile and SMS code', async () => {
    const follower = async (code: string) => subscribeResponseSchema.parse((await publicCall('POST', '/api/wechat/subscribe', { code })).body);
    const first = await follower('code-pub-learner02');
    expect(first).toMatchObject({ bound: false, orgname: '' });
    const validate = (body: Record<string, unknown>) => publicCall('PUT', '/api/validateuser', body);

    expect(await validate({ ticket: first.ticket, mode: 'password' })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('Enter the account first') },
    });
    expect(await validate({ ticket: first.ticket, mode: 'password', account: 'learner02' })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('Enter the password to confirm') },
    });
    expect(await validate({ ticket: 'unknown', mode: 'password', account: 'learner02', password: DEMO_PASSWORD })).toMatchObject({
      status: 404,
      body: { errcode: 40436 },
    });
    expect(await validate({ ticket: first.ticket, mode: 'password', account: 'learner02', password: 'Wrong@2026' })).toMatchObject({
      status: 400,
      body: { errcode: 40003 },
    });
    expect((await subscriptionsOf(server.database.db, orgId, [ids.learner02!])).size).toBe(0);
    const named = validateUserResponseSchema.parse(
      (await validate({ ticket: first.ticket, mode: 'password', account: 'learner02', password: DEMO_PASSWORD })).body,
    );
    expect(named.name).toBe((await findUserByAccount(server.database.db, 'learner02'))!.user.name);
    expect(await validate({ ticket: first.ticket, mode: 'password', account: 'learner02', password: DEMO_PASSWORD })).toMatchObject({ status: 404 });

    const second = await follower('code-pub-learner03');
    expect(await validate({ ticket: second.ticket, mode: 'sms' })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('Enter the mobile number') },
    });
    expect(await validate({ ticket: second.ticket, mode: 'sms', mobile: '13800000003' })).toMatchObject({
      status: 400,
      body: { errmsg: expect.stringContaining('Enter the code') },
    });
    expect((await publicCall('GET', '/api/trainning/user/verifycode?mobile=13800000003')).status).toBe(200);
    const code = (await lastSmsCode(server.config.dataDir, '13800000003'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await validate({ ticket: second.ticket, mode: 'sms', mobile: '13800000003', code: wrong })).toMatchObject({ status: 400, body: { errcode: 40006 } });
    expect(validateUserResponseSchema.parse((await validate({ ticket: second.ticket, mode: 'sms', mobile: '13800000003', code })).body).name).toBeTruthy();
    const subscribed = await subscriptionsOf(server.database.db, orgId, [ids.learner02!, ids.learner03!]);
    expect(Object.fromEntries(subscribed)).toEqual({ [ids.learner02!]: 'pub-learner02', [ids.learner03!]: 'pub-learner03' });
  });
});

describe('task messages', () => {
  it('sends a published task to the subscribed learner’s follower once, opening the task', async () => {
    const id = await publishTo('新车型培训', [ids.learner01!]);
    expect(await job.tick()).toHaveLength(1);
    expect(await job.tick()).toEqual([]);
    const [message] = await wechat.waitForMessages(1);
    expect(wechat.messages).toHaveLength(1);
    expect(message).toMatchObject({ touser: 'pub-learner01', template_id: 'task-template', url: `${server.url}/#/user/dashboard/task?id=${id}` });
    expect(message!.data.keyword1?.value).toBe('新车型培训');
    expect(message!.data.first?.value).toContain('新车型培训');
    expect((await wxStateOf(id, ids.learner01!))?.wxState).toBe('sent');
  });

  it('tries again after a failure, with a wait', async () => {
    wechat.failNextMessages(1);
    const id = await publishTo('售后流程复训', [ids.learner02!]);
    await job.tick();
    await wechat.waitForAttempts(2);
    expect(wechat.messages).toHaveLength(1);
    expect(await wxStateOf(id, ids.learner02!)).toMatchObject({ wxState: 'pending', wxAttempts: 1 });
    expect(await job.tick()).toEqual([]);
    clock.advance(TASK_MESSAGE_BACKOFF_MS / 1000 + 1);
    expect(await job.tick()).toHaveLength(1);
    expect((await wechat.waitForMessages(2))[1]).toMatchObject({ touser: 'pub-learner02' });
    expect(await wxStateOf(id, ids.learner02!)).toMatchObject({ wxState: 'sent', wxAttempts: 2 });
  });

  it('keeps notices in the app only once the organisation turns WeChat off', async () => {
    expect((await owner('PUT', '/api/admin/system/notify/taskmsg', { isTaskMsgPush2wx: 0, url: '' })).status).toBe(200);
    const id = await publishTo('仅站内通知', [ids.learner01!]);
    expect(await job.tick()).toEqual([]);
    expect((await wxStateOf(id, ids.learner01!))?.wxState).toBe('none');
    const list = noticeListResponseSchema.parse((await learner('GET', '/api/trainning/v3/notice')).body);
    expect(list.rows.some((row) => row.link.includes(id) && row.kind === 'taskPublished')).toBe(true);
    expect(wechat.messages).toHaveLength(2);
    expect(isSubscribedResponseSchema.parse((await learner('GET', '/api/trainning/user/issubscribed')).body).available).toBe(false);
  });
});
