import { ok } from '@peilian/shared';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { countOrganisations } from './data/organisations.js';
import { startServer } from './server.js';
import { createPostgresDatabase, startTestServer, tempDir, testConfig, TEST_DATABASE_URL } from '../test/harness.js';
import type { RouteRegistrar } from './http/routers.js';
import { postPasswordLogin } from '../test/identityClient.js';
import { capturingLogger } from '../test/logs.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from './seed/demo.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('restart', () => {
  it('keeps data across a restart on the same data directory (or database)', async () => {
    const data = await tempDir();
    cleanups.push(data.remove);
    // The demo history is not what a restart keeps or loses (main.test.ts starts with it).
    const env: Record<string, string> = { DATA_DIR: data.dir, WEB_DIST: data.dir, DEMO_HISTORY: 'off' };
    if (TEST_DATABASE_URL) {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
      // On PostgreSQL the demo is opt-in (docs/security.md, "A fresh install").
      env.SEED_DEMO = 'on';
    }

    const first = await startServer({ config: testConfig(env) });
    expect(first.seeded).toContain('learner01');
    const login = await postPasswordLogin((pathname, init) => fetch(`${first.url}${pathname}`, init), {
      account: 'learner01',
      password: 'Peilian@2026',
    });
    const token = ((await login.json()) as { user: { token: string }[] }).user[0]!.token;
    await first.close();

    const second = await startServer({ config: testConfig(env) });
    try {
      expect(second.seeded).toEqual([]);
      // The demo organisation and the enterprise registration waiting for review (seed/registrations.ts).
      expect(await countOrganisations(second.database.db)).toBe(2);
      const info = await fetch(`${second.url}/api/trainning/user/logininfo`, { headers: { token } });
      expect(info.status).toBe(200);
      expect(((await info.json()) as { user: { account: string }[] }).user[0]!.account).toBe('learner01');
    } finally {
      await second.close();
    }
    // Two starts, the first on an empty database: migrated and seeded (15–18 s on a loaded machine).
  }, 120_000);
});

describe('a start without the demo', () => {
  it('warns, without the password, when the demo organisation is in its database, listens on loopback only, and makes no top administrator beside its own', async () => {
    const capture = capturingLogger();
    // No HOST: the demo's published password decides where it listens.
    const server = await startTestServer({ env: { NODE_ENV: 'production', HOST: '' }, logger: capture.logger });
    cleanups.push(() => server.close());
    expect({ demo: server.demo, host: server.host }).toEqual({ demo: true, host: '127.0.0.1' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.topAdministrator).toBeUndefined();
    expect(capture.lines).toContainEqual(expect.objectContaining({ level: 40, organisation: DEMO_ORGANISATION, msg: expect.stringContaining('README') }));
    expect(capture.text()).not.toContain(DEMO_PASSWORD);
  });
});

/** A route that waits for the test to let it finish, to hold a request in flight. */
function gatedRoute() {
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const register: RouteRegistrar = ({ public: router }) => {
    router.get('/api/test/slow', async (ctx) => {
      entered();
      await gate;
      ctx.body = ok({ done: true });
    });
  };
  return { register, release, inside };
}

describe('graceful shutdown', () => {
  it('stops accepting, lets an in-flight request finish, closes sockets, then resolves', async () => {
    const slow = gatedRoute();
    const server = await startTestServer({ routes: [slow.register] });
    const token = await server.login('learner01');
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    const socketClosed = new Promise((resolve) => socket.once('disconnect', resolve));

    const inflight = server.fetch('/api/test/slow');
    await slow.inside;
    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });

    // A transport close (not a server disconnect) so that clients reconnect to the next process.
    expect(await socketClosed).toBe('transport close');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(closed).toBe(false);

    slow.release();
    const response = await inflight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ successed: true, done: true });
    await closing;
    expect(closed).toBe(true);
  });

  it('cuts a request that outlives the shutdown timeout instead of hanging', async () => {
    const slow = gatedRoute();
    const server = await startTestServer({ routes: [slow.register], shutdownTimeoutMs: 200 });
    const outcome = server.fetch('/api/test/slow').then(
      () => 'answered',
      () => 'cut',
    );
    await slow.inside;
    await server.close();
    expect(await outcome).toBe('cut');
    slow.release();
  });
});
