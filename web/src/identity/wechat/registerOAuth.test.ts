import { describe, expect, it } from 'vitest';
import { hasPendingRegisterState, isOAuthCallback, newRegisterState, registerAuthoriseUrl, rememberRegisterState, takeRegisterCode } from './registerOAuth';
import type { DeviceStorage } from '@peilian/shared';

const QR_URL =
  'https://open.weixin.qq.com/connect/qrconnect?appid=wx-web&redirect_uri=https%3A%2F%2Fpeilian.example%2Fwxcallback%2Flogin&response_type=code&scope=snsapi_login&state=ticket-1#wechat_redirect';

function memoryStorage(): DeviceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('registerAuthoriseUrl', () => {
  it('asks for base authorisation that returns to /wxcall/register with the mini-program parameters', () => {
    const url = registerAuthoriseUrl(QR_URL, new URLSearchParams('miniopenid=mini-1&orgid=o1&other=x'), 'st-1');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx-web' +
        `&redirect_uri=${encodeURIComponent('https://peilian.example/wxcall/register?miniopenid=mini-1&orgid=o1')}` +
        '&response_type=code&scope=snsapi_base&state=st-1#wechat_redirect',
    );
  });

  it('keeps a path prefix of the WeChat host and of the public URL', () => {
    const qr = 'http://127.0.0.1:4000/fake/connect/qrconnect?appid=a&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fapp%2Fwxcallback%2Flogin&state=t';
    const url = new URL(registerAuthoriseUrl(qr, new URLSearchParams(), 's'));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4000/fake/connect/oauth2/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:5000/app/wxcall/register');
  });

  it('refuses a URL without an app id or redirect URI', () => {
    expect(() => registerAuthoriseUrl('https://open.weixin.qq.com/connect/qrconnect?state=t', new URLSearchParams(), 's')).toThrow(/appid/);
  });
});

describe('the OAuth round trip', () => {
  it('recognises WeChat’s answer by code or state', () => {
    expect(isOAuthCallback(new URLSearchParams('code=c&state=s'))).toBe(true);
    expect(isOAuthCallback(new URLSearchParams('state=s'))).toBe(true);
    expect(isOAuthCallback(new URLSearchParams('miniopenid=m'))).toBe(false);
  });

  it('gives the code back only for the state this tab sent, also on a reload of the callback', () => {
    const storage = memoryStorage();
    expect(hasPendingRegisterState(storage)).toBe(false);
    expect(rememberRegisterState('mine', storage)).toBe(true);
    expect(hasPendingRegisterState(storage)).toBe(true);
    expect(takeRegisterCode(new URLSearchParams('code=c1&state=theirs'), storage)).toBeNull();
    expect(hasPendingRegisterState(storage)).toBe(true);
    expect(takeRegisterCode(new URLSearchParams('code=c1&state=mine'), storage)).toBe('c1');
    expect(hasPendingRegisterState(storage)).toBe(false);
    expect(takeRegisterCode(new URLSearchParams('code=c1&state=mine'), storage)).toBe('c1');
    expect(takeRegisterCode(new URLSearchParams('code=c1'), storage)).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    const storage = memoryStorage();
    storage.items.set('peilian-wx-register-state', '{not json');
    expect(hasPendingRegisterState(storage)).toBe(false);
    expect(takeRegisterCode(new URLSearchParams('code=c&state=s'), storage)).toBeNull();
  });

  it('treats a return without a code (authorisation refused) as no code', () => {
    const storage = memoryStorage();
    rememberRegisterState('mine', storage);
    expect(takeRegisterCode(new URLSearchParams('state=mine'), storage)).toBeNull();
  });

  it('reports unusable storage instead of leaving without a way back', () => {
    expect(rememberRegisterState('s', null)).toBe(false);
    const throwing: DeviceStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(rememberRegisterState('s', throwing)).toBe(false);
    expect(hasPendingRegisterState(throwing)).toBe(false);
    expect(takeRegisterCode(new URLSearchParams('code=c&state=s'), throwing)).toBeNull();
  });

  it('makes a fresh 24-character hex state', () => {
    const state = newRegisterState((bytes) => bytes.fill(0xab));
    expect(state).toBe('ab'.repeat(12));
    expect(newRegisterState()).toMatch(/^[0-9a-f]{24}$/);
  });
});
