import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { startServer, type RunningServer, type StartServerOptions } from '../src/server.js';
import { postPasswordLogin } from './identityClient.js';
import { onPostgresServer, postgresDatabaseUrl } from './support/postgresServer.js';
import { startPostgresServer } from './support/engines.js';
import { copyTemplateDataDir, type DatabaseSource } from './support/template.js';

/** Set by CI to run the same suite against a real PostgreSQL server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** A temporary directory removed by the returned function. */
export async function tempDir(prefix = 'peilian-test-'): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Test configuration: random port on loopback, silent logs, the given data and web directories. */
export function testConfig(env: Record<string, string | undefined>): Config {
  // The dialogue job (docs/practice.md "The whole dialogue") decodes and encodes every finished
  // session's audio: off unless a file turns it on, its own tests tick it themselves.
  // The video job (docs/media.md "Video processing") likewise: uploaded videos stay processing unless a file ticks it.
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DIALOGUE_TICK_MS: '0',
    NOTIFY_TICK_MS: '0',
    VIDEO_TICK_MS: '0',
    // The charging job (docs/billing.md "Charging"): its tests tick it themselves.
    BILLING_TICK_MS: '0',
    ...env,
  });
}

/**
 * The environment of a file that moves its clock past the session limits (a day, eleven days) while
 * its signed-in callers are meant to stay signed in: every session lasts a year (docs/security.md,
 * "Sessions end"; the limits themselves are tested in `src/auth/sessionLimits.test.ts`).
 */
export const LASTING_SESSIONS = {
  LEARNER_SESSION_IDLE_HOURS: '8760',
  LEARNER_SESSION_MAX_HOURS: '8760',
  ADMIN_SESSION_IDLE_HOURS: '8760',
  ADMIN_SESSION_MAX_HOURS: '8760',
};

interface PostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new database on the TEST_DATABASE_URL server (a copy of `template` when given), dropped by `drop()`. */
async function newPostgresDatabase(template?: string): Promise<PostgresDatabase> {
  const name = `peilian_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(TEST_DATABASE_URL, [`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`]);
  // Which test file uses which database, for reading the server's statement log by file (docs/testing.md).
  if (process.env.TEST_DATABASE_MAP) await appendFile(process.env.TEST_DATABASE_MAP, `${name}\t${expect.getState().testPath ?? ''}\n`);
  return {
    url: postgresDatabaseUrl(TEST_DATABASE_URL, name),
    drop: () => onPostgresServer(TEST_DATABASE_URL, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server, dropped by `drop()`. */
export function createPostgresDatabase(): Promise<PostgresDatabase> {
  return newPostgresDatabase();
}

/** A migrated, seeded PostgreSQL database: a copy of the run's template database (or of `from`), dropped by `drop()`. */
export function clonePostgresTemplate(from: DatabaseSource = inject('peilianTemplate')): Promise<PostgresDatabase> {
  return newPostgresDatabase(from.postgresTemplate);
}

/** A seeded PostgreSQL database for several server processes, on the server it lives on. */
export interface SharedPostgres {
  url: string;
  /** The server's maintenance URL (for more databases beside it). */
  serverUrl: string;
  /** The environment of the first server process started on it: it seeds an empty database. */
  seedEnv: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database for tests of several processes, whatever the run: a copy of the run's
 * template when it has a PostgreSQL server (TEST_DATABASE_URL), else an empty database on a server of
 * its own (`startPostgresServer`), seeded by the first server process (`seedEnv`).
 */
export async function sharedPostgres(): Promise<SharedPostgres> {
  if (TEST_DATABASE_URL) return { ...(await clonePostgresTemplate()), serverUrl: TEST_DATABASE_URL, seedEnv: {} };
  const server = await startPostgresServer();
  return { url: server.url, serverUrl: server.url, seedEnv: { SEED_DEMO: 'on', DEMO_HISTORY: 'off' }, drop: server.stop };
}

/** A PGlite database loaded from the run's migrated and seeded template (or from `from`), in memory. */
export async function templateDatabase(from: DatabaseSource = inject('peilianTemplate')): Promise<DatabaseHandle> {
  const { dump } = from;
  if (!dump) throw new Error('no PGlite template: globalSetup did not run, or TEST_DATABASE_URL is set');
  return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([await readFile(dump)]), extensions: PGLITE_EXTENSIONS }));
}

/**
 * A migrated, seeded database of this test run's kind (PGlite template copy or a copy of the
 * PostgreSQL template database; of the demo history when `from` is `demoHistory()`), for tests of
 * data and seed code that need no HTTP server. `dispose` closes and drops it.
 */
export async function seededDatabase(from?: DatabaseSource): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const database = await templateDatabase(from);
    return { ...database, dispose: () => database.close() };
  }
  const created = await clonePostgresTemplate(from);
  const database = await openDatabase({ dataDir: '', databaseUrl: created.url });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Environment for a server process of this run's kind: a data directory holding a copy of the
 * PGlite template (`DATA_DIR/pglite`), or a copy of the PostgreSQL template. `dispose` removes both.
 */
export async function processDatabaseEnv(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const data = await tempDir();
  const env: Record<string, string> = { DATA_DIR: data.dir };
  if (TEST_DATABASE_URL) {
    const created = await clonePostgresTemplate();
    env.DATABASE_URL = created.url;
    const dispose = async () => {
      await created.drop();
      await data.remove();
    };
    return { env, dispose };
  }
  await copyTemplateDataDir(data.dir);
  return { env, dispose: data.remove };
}

export interface TestServer extends RunningServer {
  config: Config;
  /** fetch relative to the server URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /**
   * Logs in the way clients do (one-time key, sealed password) and returns the session token.
   * `from: 'mini'` makes it a mini-program session (one live session per user and client kind).
   */
  login(account: string, password?: string, options?: { from?: string }): Promise<string>;
}

export type TestServerOptions = Omit<StartServerOptions, 'config' | 'database'> & {
  env?: Record<string, string | undefined>;
  /** The database to copy instead of the run's template (the demo history: `demoHistory()`). */
  from?: DatabaseSource;
};

/**
 * The real server on a random port with its own database: a copy of the PGlite template, or a
 * copy of the run's PostgreSQL template database under TEST_DATABASE_URL.
 * `close()` stops the server and removes everything it created.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const data = await tempDir();
  const cleanups: (() => Promise<void>)[] = [data.remove];
  const env: Record<string, string | undefined> = {
    DATA_DIR: data.dir,
    WEB_DIST: path.join(data.dir, 'no-web-dist'),
    ...options.env,
  };
  let database: DatabaseHandle | undefined;
  if (TEST_DATABASE_URL) {
    const pgDatabase = await clonePostgresTemplate(options.from);
    env.DATABASE_URL = pgDatabase.url;
    cleanups.unshift(pgDatabase.drop);
  } else {
    database = await templateDatabase(options.from);
  }
  const config = testConfig(env);
  const { env: _env, from: _from, ...serverOptions } = options;
  const server = await startServer({ ...serverOptions, config, ...(database ? { database } : {}) });

  const fetchPath = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
  return {
    ...server,
    config,
    fetch: fetchPath,
    login: async (account, password = DEMO_PASSWORD, { from = 'pc' } = {}) => {
      const response = await postPasswordLogin(fetchPath, { account, password, headers: { from } });
      const body = (await response.json()) as { user?: { token: string }[] };
      const token = body.user?.[0]?.token;
      if (!token) throw new Error(`login as ${account} failed: ${JSON.stringify(body)}`);
      return token;
    },
    close: async () => {
      await server.close();
      for (const cleanup of cleanups) await cleanup();
    },
  };
}
