import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/sessionStore.js';
import { createMemoryStorage } from '../session/storage.js';
import { VOICEPRINT_RECENT_ACCOUNTS } from '../schemas/voiceprint.js';
import { fakeStoredUser as baseUser } from './fakeVoiceprintSocket.js';
import { followSignIns, recentAccounts, rememberAccount, RECENT_ACCOUNTS_KEY } from './recentAccounts.js';

const syncStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
    removeItem: (name: string) => void values.delete(name),
  };
};

describe('recent accounts', () => {
  it('keeps the newest first, each once', () => {
    const storage = syncStorage();
    rememberAccount(storage, 'a');
    rememberAccount(storage, 'b');
    rememberAccount(storage, 'a');
    expect(recentAccounts(storage)).toEqual(['a', 'b']);
  });

  it(`keeps at most ${VOICEPRINT_RECENT_ACCOUNTS}`, () => {
    const storage = syncStorage();
    for (let index = 0; index < 25; index += 1) rememberAccount(storage, `user${index}`);
    const kept = recentAccounts(storage);
    expect(kept).toHaveLength(VOICEPRINT_RECENT_ACCOUNTS);
    expect(kept[0]).toBe('user24');
    expect(kept.at(-1)).toBe('user5');
  });

  it('reads something else as none', () => {
    const storage = syncStorage();
    storage.setItem(RECENT_ACCOUNTS_KEY, '{"not":"a list"}');
    expect(recentAccounts(storage)).toEqual([]);
  });

  it('follows every sign-in of the session store', () => {
    const storage = syncStorage();
    const session = createSessionStore({ storage: createMemoryStorage() });
    const stop = followSignIns(session, storage);
    const user = (account: string) => ({ ...baseUser, id: account, account });
    session.getState().signIn(user('first'));
    session.getState().clear();
    session.getState().signIn(user('second'));
    session.getState().signIn(user('first'));
    stop();
    session.getState().signIn(user('third'));
    expect(recentAccounts(storage)).toEqual(['first', 'second']);
  });
});
