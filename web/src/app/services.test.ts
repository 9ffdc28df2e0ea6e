// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/users';
import { endSession, isRestarting, sessionStore } from './services';

afterEach(() => {
  sessionStore.getState().clear();
  vi.restoreAllMocks();
});

describe('ending a third-party session', () => {
  it('tells the host page the token expired on a forced logout and does not reload', () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    sessionStore.getState().setUser(buildUser({ thirdparty: 1 }));
    endSession(10000);
    expect(post).toHaveBeenCalledWith({ type: 'tokenExpired' }, '*');
    expect(sessionStore.getState()).toMatchObject({ user: null, logoutCode: 10000 });
    expect(isRestarting()).toBe(false);
  });

  it('says nothing to the host when the user logs out on purpose', () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    sessionStore.getState().setUser(buildUser({ thirdparty: 1 }));
    endSession();
    expect(post).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).toBeNull();
  });
});
