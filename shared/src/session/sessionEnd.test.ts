import { describe, expect, it } from 'vitest';
import { LOGOUT_CODES } from '../errors/catalog.js';
import { createTranslator } from '../i18n/bundled.js';
import { LANGUAGES } from '../i18n/languages.js';
import { createSessionStore } from './sessionStore.js';
import { sessionEndMessageKey } from './sessionEnd.js';
import { createMemoryStorage } from './storage.js';
import { aStoredUser } from '../testing/storedUser.js';

describe('why a session ended', () => {
  it('names each forced-logout code on the login page in the user language', () => {
    const zhCN = createTranslator('zh-CN');
    const said = (code: number) => zhCN(sessionEndMessageKey(code)!);
    expect(said(10000)).toBe('登录已失效，请重新登录');
    expect(said(10001)).toBe('您的账号已在其他地方登录，已被强制下线');
    expect(said(9100)).toBe('会话已失效，请重新登录');
    expect(said(9999)).toBe('账号已被禁用，请联系管理员');
    expect(said(9998)).toBe('账号已过有效期，请联系管理员');
    expect(createTranslator('en')(sessionEndMessageKey(10001)!)).toBe('Your account logged in elsewhere and was forced offline here');
    expect(createTranslator('zh-TW')(sessionEndMessageKey(9998)!)).toBe('帳號已過有效期，請聯絡管理員');
    // Every code has its own words in every language, none falls back to its key.
    for (const language of LANGUAGES) {
      const t = createTranslator(language);
      const texts = Object.values(LOGOUT_CODES).map((code) => t(sessionEndMessageKey(code)!));
      for (const text of texts) expect(text).not.toMatch(/^(errors|login)\./);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('says nothing without a code, and an unknown code as an expired session', () => {
    expect(sessionEndMessageKey(null)).toBeNull();
    expect(sessionEndMessageKey(undefined)).toBeNull();
    expect(sessionEndMessageKey(12345)).toBe('errors.loginRequired');
  });

  it('is said once: signing in again or dismissing consumes the kept code', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    store.getState().clear(LOGOUT_CODES.accountExpired);
    expect(sessionEndMessageKey(store.getState().logoutCode)).toBe('errors.accountExpired');
    store.getState().consumeLogoutCode();
    expect(sessionEndMessageKey(store.getState().logoutCode)).toBeNull();
    store.getState().clear(LOGOUT_CODES.loginRequired);
    store.getState().signIn(aStoredUser());
    expect(sessionEndMessageKey(store.getState().logoutCode)).toBeNull();
  });
});
