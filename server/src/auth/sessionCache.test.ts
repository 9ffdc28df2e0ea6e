import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { ActiveSession } from '../data/sessions.js';
import { SessionCache } from './sessionCache.js';

const found = (sessionId: string, user: { id?: string; orgId?: string; departmentId?: string | null } = {}) =>
  ({ session: { id: sessionId }, user: { id: 'u1', orgId: 'o1', departmentId: null, ...user } }) as unknown as ActiveSession;

describe('session cache', () => {
  it('answers until the entry expires', () => {
    const cache = new SessionCache(1000);
    cache.set('h1', found('s1'), 0, cache.epoch);
    expect(cache.get('h1', 999)?.session.id).toBe('s1');
    expect(cache.get('h1', 1000)).toBeUndefined();
    expect(cache.get('h1', 0)).toBeUndefined();
  });

  it('forgets an ended session and keeps others', () => {
    const cache = new SessionCache(1000);
    cache.set('h1', found('s1'), 0, cache.epoch);
    cache.set('h2', found('s2'), 0, cache.epoch);
    cache.dropSession('s1');
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)?.session.id).toBe('s2');
  });

  it('forgets the sessions of changed users and of a renamed department, in that organisation only', () => {
    const cache = new SessionCache(1000);
    cache.set('a', found('s1', { id: 'u1' }), 0, cache.epoch);
    cache.set('b', found('s2', { id: 'u2', departmentId: 'd1' }), 0, cache.epoch);
    cache.set('c', found('s3', { id: 'u3', orgId: 'o2', departmentId: 'd1' }), 0, cache.epoch);
    cache.dropUsers('o1', ['u1']);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.dropDepartment('o1', 'd1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('refuses an answer read before a drop, which may predate the change', () => {
    const cache = new SessionCache(1000);
    const readEpoch = cache.epoch;
    cache.dropUsers('o1', ['u1']);
    cache.set('a', found('s1'), 0, readEpoch);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', found('s1'), 0, cache.epoch);
    expect(cache.get('a', 1)).toBeDefined();
  });

  it('stores nothing when turned off and evicts the oldest entry when full', () => {
    const off = new SessionCache(0);
    off.set('h1', found('s1'), 0, off.epoch);
    expect(off.get('h1', 0)).toBeUndefined();
    const small = new SessionCache(1000, 2);
    small.set('h1', found('s1'), 0, small.epoch);
    small.set('h2', found('s2'), 0, small.epoch);
    small.set('h3', found('s3'), 0, small.epoch);
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
