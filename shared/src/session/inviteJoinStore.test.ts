import { describe, expect, it } from 'vitest';
import type { TransportRequest } from '../api/transport.js';
import { scriptedLearnerApi } from '../testing/scriptedApi.js';
import { checkInviteJoin, createInviteJoinStore, EMPTY_INVITE_JOIN_FORM, isInviteCode } from './inviteJoinStore.js';

const PREVIEW = { code: 'AbCd2345', title: '春季入职', orgname: '演示汽车', departmentname: '销售部', validdate: '' };
const INVALID = new Error('invalid code');

/** The server's answers: the preview, a join, an SMS code; anything else is a refusal. */
function server(request: TransportRequest) {
  const path = new URL(request.url).pathname;
  if (path === '/api/invite/AbCd2345') return { status: 200, data: { successed: true, invite: PREVIEW } };
  if (path === '/api/invite/AbCd2345/join') return { status: 200, data: { successed: true, account: '13800000001' } };
  if (path.endsWith('/register/verifycode')) return { status: 200, data: { successed: true, resendIn: 60 } };
  return { status: 404, data: { successed: false, errcode: 40403, errmsg: '邀请码不存在或已停用' } };
}

const storeOver = () => {
  const { api, requests } = scriptedLearnerApi(server);
  return { store: createInviteJoinStore(api.auth, { invalidCode: () => INVALID }), requests };
};

describe('the invite join form', () => {
  it('asks for every field and the agreement, each under its own field', () => {
    expect(checkInviteJoin(EMPTY_INVITE_JOIN_FORM)).toEqual({
      mobile: { key: 'validation.mobileRequired' },
      code: { key: 'validation.codeRequired' },
      name: { key: 'validation.nameRequired' },
      agreed: { key: 'validation.agreementRequired' },
    });
  });

  it('takes a mainland mobile, a code, a name and the ticked agreement', () => {
    expect(checkInviteJoin({ mobile: '12345678901', code: '1234', name: '王芳', agreed: true })).toEqual({ mobile: { key: 'validation.mobileFormat' } });
    expect(checkInviteJoin({ mobile: '13912345678', code: ' 1234 ', name: ' 王芳 ', agreed: true })).toEqual({});
  });

  it('refuses a name over 10 characters or with a direction control, as the server would', () => {
    const form = { mobile: '13912345678', code: '1234', agreed: true };
    expect(checkInviteJoin({ ...form, name: '一二三四五六七八九十一' })).toEqual({ name: { key: 'validation.tooLong', params: { max: 10 } } });
    expect(checkInviteJoin({ ...form, name: '王\u202E芳' })).toEqual({ name: { key: 'validation.nameUnsafe' } });
  });
});

describe('the invite join store', () => {
  it('tells a code by its shape: eight letters and digits', () => {
    expect(['AbCd2345', ' abcdefgh '].map(isInviteCode)).toEqual([true, true]);
    expect(['AbCd234', 'AbCd-2345', '', 'AbCd23456'].map(isInviteCode)).toEqual([false, false, false, false]);
  });

  it('looks the code up, sends the SMS code, and joins with the form, answering the account made', async () => {
    const { store, requests } = storeOver();
    await store.getState().open(' AbCd2345 ');
    expect(store.getState()).toMatchObject({ status: 'ready', code: 'AbCd2345', invite: PREVIEW, failure: null });
    expect(await store.getState().sendCode('13800000001')).toBe(60);
    expect(await store.getState().sendCode('13800000001', { randomkey: 'k1', randomcode: 'ab12' })).toBe(60);
    const codeRequests = requests.filter((request) => request.url.includes('/register/verifycode'));
    expect(codeRequests.map((request) => new URL(request.url).search)).toEqual(['?mobile=13800000001', '?mobile=13800000001&randomkey=k1&randomcode=ab12']);
    expect(await store.getState().join({ mobile: ' 13800000001', code: '123456 ', name: ' 张三 ' })).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'joined', account: '13800000001', joining: false });
    const join = requests.find((request) => request.url.endsWith('/join'));
    expect(Object.fromEntries(new URLSearchParams(String(join?.body)))).toEqual({ mobile: '13800000001', code: '123456', name: '张三' });
  });

  it('fails a code of the wrong shape without a call, and keeps a refused lookup', async () => {
    const { store, requests } = storeOver();
    await store.getState().open('abc');
    expect(store.getState()).toMatchObject({ status: 'failed', failure: INVALID });
    expect(requests).toHaveLength(0);
    await store.getState().open('ZZZZ9999');
    expect(store.getState().status).toBe('failed');
    expect(store.getState().failure).toMatchObject({ errcode: 40403 });
    expect(await store.getState().join({ mobile: '13800000001', code: '123456', name: '张三' })).toBe(false);
    expect(requests).toHaveLength(1);
  });
});
