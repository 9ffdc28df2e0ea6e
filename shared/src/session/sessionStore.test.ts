import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../domain/user.js';
import { aStoredUser as aUser } from '../testing/storedUser.js';
import { createSessionStore, readKeptSession, SESSION_STORAGE_KEY } from './sessionStore.js';
import { createMemoryStorage, type StorageAdapter } from './storage.js';

describe('session store', () => {
  it('persists the user and language through the storage adapter', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.getState().setUser(aUser());
    store.getState().setLanguage('en');
    const again = createSessionStore({ storage });
    expect(again.getState()).toMatchObject({ user: { account: 'learner01' }, language: 'en', hydrated: true });
  });

  it('takes the language saved on the account at sign-in, but not when the user is refreshed', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    store.getState().signIn(aUser({ language: 'en' }));
    expect(store.getState()).toMatchObject({ user: { language: 'en' }, language: 'en' });
    store.getState().setLanguage('zh-TW');
    store.getState().setUser(aUser({ language: 'en' }));
    expect(store.getState().language).toBe('zh-TW');
  });

  it('reads the session it keeps without a store, as a script before the app does', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.getState().signIn(aUser({ language: 'zh-TW' }));
    expect(readKeptSession(storage.getItem(SESSION_STORAGE_KEY) as string)).toEqual({ user: store.getState().user, language: 'zh-TW' });
    expect(readKeptSession(null)).toBeNull();
    expect(readKeptSession('{not json')).toBeNull();
    expect(readKeptSession(JSON.stringify({ state: { user: aUser(), language: 'en' }, version: 0 }))).toBeNull();
  });

  it('keeps the logout code for the login page and hands it out once', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.getState().setUser(aUser());
    store.getState().clear(10001);
    const again = createSessionStore({ storage });
    expect(again.getState().user).toBeNull();
    expect(again.getState().consumeLogoutCode()).toBe(10001);
    expect(again.getState().consumeLogoutCode()).toBeNull();
  });

  it('drops a corrupt or tampered record instead of trusting it', () => {
    const storage = createMemoryStorage({
      [SESSION_STORAGE_KEY]: JSON.stringify({ state: { user: { token: 1 }, language: 'xx' }, version: 1 }),
    });
    expect(createSessionStore({ storage }).getState()).toMatchObject({ user: null, language: 'zh-CN' });
    const garbage = createMemoryStorage({ [SESSION_STORAGE_KEY]: '{not json' });
    expect(createSessionStore({ storage: garbage }).getState().user).toBeNull();
  });

  it('refuses to store a user that does not match the schema', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    expect(() => store.getState().setUser({ ...aUser(), sex: 'male' } as unknown as StoredUser)).toThrow();
    expect(store.getState().user).toBeNull();
  });

  it('hydrates from asynchronous storage', async () => {
    const memory = createMemoryStorage();
    createSessionStore({ storage: memory })
      .getState()
      .setUser(aUser({ name: '李四' }));
    const slow: StorageAdapter = {
      getItem: async (name) => memory.getItem(name),
      setItem: async (name, value) => memory.setItem(name, value),
      removeItem: async (name) => memory.removeItem(name),
    };
    const store = createSessionStore({ storage: slow });
    expect(store.getState().hydrated).toBe(false);
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((state) => state.hydrated && (stop(), resolve()));
    });
    expect(store.getState().user?.name).toBe('李四');
  });
});
