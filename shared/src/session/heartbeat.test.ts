import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStoredUser } from '../testing/storedUser.js';
import { keepOnline, startHeartbeat } from './heartbeat.js';
import { createSessionStore } from './sessionStore.js';
import { createMemoryStorage } from './storage.js';

/** A foreground signal the test fires by hand. */
function foreground() {
  const listeners = new Set<() => void>();
  return {
    watchVisible: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: () => listeners.forEach((listener) => listener()),
    count: () => listeners.size,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('online heartbeat', () => {
  it('beats at once and every 30 s until stopped', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat, foreground());
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(4);
  });

  it('beats on the return to the foreground, but not twice within 5 s', () => {
    const beat = vi.fn();
    const app = foreground();
    const stop = startHeartbeat(beat, { ...app, now: () => Date.now() });
    vi.advanceTimersByTime(10_000);
    app.show();
    expect(beat).toHaveBeenCalledTimes(2);
    app.show();
    expect(beat).toHaveBeenCalledTimes(2);
    stop();
    expect(app.count()).toBe(0);
    app.show();
    expect(beat).toHaveBeenCalledTimes(2);
  });
});

describe('keeping a session online', () => {
  it('beats from the sign-in to the logout, and again for the next user', () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    const tokens: (string | undefined)[] = [];
    const beat = () => {
      tokens.push(session.getState().user?.token);
      return Promise.resolve();
    };
    const stop = keepOnline({ session, beat, ...foreground() });
    vi.advanceTimersByTime(60_000);
    expect(tokens).toEqual([]);

    session.getState().signIn(aStoredUser({ token: 'first' }));
    vi.advanceTimersByTime(30_000);
    session.getState().setLanguage('en');
    session.getState().clear(10001);
    vi.advanceTimersByTime(60_000);
    session.getState().signIn(aStoredUser({ token: 'second' }));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(tokens).toEqual(['first', 'first', 'second']);
  });

  it('keeps beating after a failed beat', async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    session.getState().signIn(aStoredUser({ token: 'kept' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const beat = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = keepOnline({ session, beat, ...foreground() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beat).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
    warn.mockRestore();
  });
});
