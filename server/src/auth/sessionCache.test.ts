import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { ActiveSession } from '../data/sessions.js';
import { SessionCache } from './sessionCache.js';

const found = (sessionId: string) => ({ session: { id: sessionId } }) as unknown as ActiveSession;

describe('session cache', () => {
  it('answers until the entry expires', () => {
    const cache = new SessionCache(1000);
    cache.set('h1', found('s1'), 0);
    expect(cache.get('h1', 999)?.session.id).toBe('s1');
    expect(cache.get('h1', 1000)).toBeUndefined();
    expect(cache.get('h1', 0)).toBeUndefined();
  });

  it('forgets an ended session and keeps others', () => {
    const cache = new SessionCache(1000);
    cache.set('h1', found('s1'), 0);
    cache.set('h2', found('s2'), 0);
    cache.dropSession('s1');
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)?.session.id).toBe('s2');
  });

  it('stores nothing when turned off and evicts the oldest entry when full', () => {
    const off = new SessionCache(0);
    off.set('h1', found('s1'), 0);
    expect(off.get('h1', 0)).toBeUndefined();
    const small = new SessionCache(1000, 2);
    small.set('h1', found('s1'), 0);
    small.set('h2', found('s2'), 0);
    small.set('h3', found('s3'), 0);
    expect(small.get('h1', 1)).toBeUndefined();
    expect(small.get('h3', 1)?.session.id).toBe('s3');
  });
});

describe('cached sessions on the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SESSION_CACHE_MS: '60000' } });
  });
  afterAll(() => server?.close());

  const logininfo = async (token: string) =>
    (await (await server.fetch('/api/trainning/user/logininfo', { headers: { token } })).json()) as { successed: boolean; errcode?: number };

  it('ends a cached session at once on logout', async () => {
    const token = await server.login('learner01');
    expect((await logininfo(token)).successed).toBe(true);
    await server.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } });
    expect(await logininfo(token)).toMatchObject({ successed: false, errcode: 10000 });
  });

  it('tells a cached session at once that a newer login replaced it', async () => {
    const first = await server.login('learner02');
    expect((await logininfo(first)).successed).toBe(true);
    await server.login('learner02');
    expect(await logininfo(first)).toMatchObject({ successed: false, errcode: 10001 });
  });
});
