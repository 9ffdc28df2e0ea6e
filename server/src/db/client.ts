import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { operationAware } from './operationScope.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The query interface every data function takes: the database itself or a transaction inside it.
 * Both drivers (PGlite and node-postgres) produce this same type, so query code is shared.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * An open database with the driver-specific parts (migration, closing) behind one interface. Its
 * `db` reaches the running operation's transaction inside an admin write (`operationScope.ts`).
 */
export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Applies pending migrations from `server/drizzle/`; a no-op when up to date. */
  migrate(): Promise<void>;
  /** The connections of a PostgreSQL pool (the metrics); PGlite has one, in the process. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * The extensions every PGlite database is opened with: pg_trgm, the knowledge base's keyword search
 * (migration 0045; PostgreSQL has it in its contrib). A database made with it must be opened with it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Wraps an open PGlite instance (persistent, in memory, or loaded from a dump). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const raw = drizzlePglite({ client, schema });
  const db = operationAware(raw);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(raw, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a node-postgres pool for a PostgreSQL server. */
export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  const raw = drizzlePg({ client: pool, schema });
  const db = operationAware(raw);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(raw, { migrationsFolder: MIGRATIONS_DIR }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * A transaction holds one connection, and code inside it may still read in parallel
 * (`Promise.all`, batched reads). node-postgres queues a query sent while its connection is busy,
 * but warns that its next major version will not: so each connection sends its promise-style
 * queries one after the other itself. Callback-style calls (the pool's own `pool.query`, on a
 * connection nobody else holds) go straight through.
 */
function oneQueryAtATime(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  Object.assign(client, {
    query: (...args: unknown[]) => {
      if (typeof args.at(-1) === 'function') return send(...args);
      const sent = previous.then(() => send(...args));
      previous = sent.catch(() => undefined);
      return sent;
    },
  });
}

/** Connections to PostgreSQL per server process. */
const POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite persisted under
 * `<dataDir>/pglite` (created on first use).
 */
export async function openDatabase({ dataDir, databaseUrl }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    // Connections once opened stay open (`min`): a burst after a quiet spell (an exam's submits after
    // minutes of saves) would otherwise open them again, each a new PostgreSQL backend, mid-burst.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, min: POOL_SIZE });
    pool.on('connect', oneQueryAtATime);
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return postgresHandle(pool);
  }
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return pgliteHandle(await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS }));
}
