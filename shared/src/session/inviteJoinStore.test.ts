import { describe, expect, it } from 'vitest';
import type { TransportRequest } from '../api/transport.js';
import { decryptPassword } from '../crypto/password.js';
import { scriptedLearnerApi } from '../testing/scriptedApi.js';
import { checkInviteJoin, createInviteJoinStore, EMPTY_INVITE_JOIN_FORM, invitePasswordStrong, isInviteCode } from './inviteJoinStore.js';

const PREVIEW = { code: 'AbCd2345', title: '春季入职', orgname: '演示汽车', departmentname: '销售部', validdate: '', strongpassword: 0 as const };
const INVALID = new Error('invalid code');
/** The one-time key the scripted server hands out: 32 bytes, base64url. */
const KEY = { randomkey: 'k-join', key: 'A'.repeat(43) };
const PASSWORDS = { password: 'Chosen12', confirm: 'Chosen12' };

/** The server's answers: the preview, a join, an SMS code; anything else is a refusal. */
function server(request: TransportRequest) {
  const path = new URL(request.url).pathname;
  if (path === '/api/invite/AbCd2345') return { status: 200, data: { successed: true, invite: PREVIEW } };
  if (path === '/api/invite/AbCd2345/join') return { status: 200, data: { successed: true, account: '13800000001' } };
  if (path.endsWith('/register/verifycode')) return { status: 200, data: { successed: true, resendIn: 60 } };
  if (path === '/api/login/randomcode') return { status: 200, data: { successed: true, ...KEY, expiresIn: 300, captcha: false } };
  return { status: 404, data: { successed: false, errcode: 40403, errmsg: '邀请码不存在或已停用' } };
}

const storeOver = () => {
  const { api, requests } = scriptedLearnerApi(server);
  const randomBytes = (length: number) => new Uint8Array(length).fill(7);
  return { store: createInviteJoinStore(api.auth, { invalidCode: () => INVALID, randomBytes }), requests };
};

describe('the invite join form', () => {
  it('asks for every field and the agreement, each under its own field', () => {
    expect(checkInviteJoin(EMPTY_INVITE_JOIN_FORM, { strong: false })).toEqual({
      mobile: { key: 'validation.mobileRequired' },
      code: { key: 'validation.codeRequired' },
      name: { key: 'validation.nameRequired' },
      password: { key: 'validation.passwordRequired' },
      agreed: { key: 'validation.agreementRequired' },
    });
  });

  it('takes a mainland mobile, a code, a name, a password with its confirmation and the ticked agreement', () => {
    const lenient = { strong: false };
    expect(checkInviteJoin({ mobile: '12345678901', code: '1234', name: '王芳', ...PASSWORDS, agreed: true }, lenient)).toEqual({
      mobile: { key: 'validation.mobileFormat' },
    });
    expect(checkInviteJoin({ mobile: '13912345678', code: ' 1234 ', name: ' 王芳 ', ...PASSWORDS, agreed: true }, lenient)).toEqual({});
  });

  it("refuses a first password that is the mobile number, breaks the organisation's rule or is confirmed differently", () => {
    const form = { mobile: '13912345678', code: '1234', name: '王芳', agreed: true };
    const check = (password: string, confirm: string, strong = false) => checkInviteJoin({ ...form, password, confirm }, { strong });
    expect(check('13912345678', '13912345678')).toEqual({ password: { key: 'validation.passwordIsMobile' } });
    expect(check('abc12', 'abc12')).toEqual({ password: { key: 'validation.passwordLength', params: { min: 6, max: 15 } } });
    expect(check('abc123', 'abc124')).toEqual({ confirm: { key: 'validation.passwordMismatch' } });
    expect(check('abc123', 'abc123')).toEqual({});
    expect(check('abcdef12', 'abcdef12', true)).toEqual({ password: { key: 'validation.passwordStrength' } });
    expect(check('Abc#1234', 'Abc#1234', true)).toEqual({});
    expect([invitePasswordStrong(PREVIEW), invitePasswordStrong({ ...PREVIEW, strongpassword: 1 }), invitePasswordStrong(null)]).toEqual([false, true, false]);
  });

  it('refuses a name over 10 characters or with a direction control, as the server would', () => {
    const form = { mobile: '13912345678', code: '1234', ...PASSWORDS, agreed: true };
    expect(checkInviteJoin({ ...form, name: '一二三四五六七八九十一' }, { strong: false })).toEqual({
      name: { key: 'validation.tooLong', params: { max: 10 } },
    });
    expect(checkInviteJoin({ ...form, name: '王\u202E芳' }, { strong: false })).toEqual({ name: { key: 'validation.nameUnsafe' } });
  });
});

describe('the invite join store', () => {
  it('tells a code by its shape: eight letters and digits', () => {
    expect(['AbCd2345', ' abcdefgh '].map(isInviteCode)).toEqual([true, true]);
    expect(['AbCd234', 'AbCd-2345', '', 'AbCd23456'].map(isInviteCode)).toEqual([false, false, false, false]);
  });

  it('looks the code up, sends the SMS code, and joins with the form and the password sealed, answering the account made', async () => {
    const { store, requests } = storeOver();
    await store.getState().open(' AbCd2345 ');
    expect(store.getState()).toMatchObject({ status: 'ready', code: 'AbCd2345', invite: PREVIEW, failure: null });
    expect(await store.getState().sendCode('13800000001')).toBe(60);
    expect(await store.getState().sendCode('13800000001', { randomkey: 'k1', randomcode: 'ab12' })).toBe(60);
    const codeRequests = requests.filter((request) => request.url.includes('/register/verifycode'));
    expect(codeRequests.map((request) => new URL(request.url).search)).toEqual(['?mobile=13800000001', '?mobile=13800000001&randomkey=k1&randomcode=ab12']);
    expect(await store.getState().join({ mobile: ' 13800000001', code: '123456 ', name: ' 张三 ', password: ' Chosen12', confirm: ' Chosen12' })).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'joined', account: '13800000001', joining: false });
    const join = requests.find((request) => request.url.endsWith('/join'));
    const { password, confirmpassword, ...sent } = Object.fromEntries(new URLSearchParams(String(join?.body)));
    expect(sent).toEqual({ mobile: '13800000001', code: '123456', name: '张三', randomkey: KEY.randomkey });
    // Sealed under the one-time key, never in the clear; the password is sent as typed.
    expect(password).not.toContain('Chosen12');
    expect([decryptPassword(password!, KEY.randomkey, KEY.key), decryptPassword(confirmpassword!, KEY.randomkey, KEY.key)]).toEqual([' Chosen12', ' Chosen12']);
  });

  it('fails a code of the wrong shape without a call, and keeps a refused lookup', async () => {
    const { store, requests } = storeOver();
    await store.getState().open('abc');
    expect(store.getState()).toMatchObject({ status: 'failed', failure: INVALID });
    expect(requests).toHaveLength(0);
    await store.getState().open('ZZZZ9999');
    expect(store.getState().status).toBe('failed');
    expect(store.getState().failure).toMatchObject({ errcode: 40403 });
    expect(await store.getState().join({ mobile: '13800000001', code: '123456', name: '张三', ...PASSWORDS })).toBe(false);
    expect(requests).toHaveLength(1);
  });
});
