import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { onPostgresServer, postgresDatabaseUrl } from './postgresServer.js';
import { scratchDir } from './scratch.js';
import { copyTemplateDataDir, type DatabaseSource, type TestTemplate } from './template.js';

/**
 * What a server process started by a test runs on, as one directory: its DATA_DIR, holding either a
 * copy of the embedded database (`pglite/`) or, when the run's servers are on a PostgreSQL server
 * (docs/testing.md, "Which database each suite runs on"), the file `database-url` naming a copy of
 * the template database made for it. `startServerProcess` reads that file into DATABASE_URL.
 */
const DATABASE_URL_FILE = 'database-url';

export interface Statement {
  sql: string;
  params?: unknown[];
}

/** A fresh DATA_DIR holding a copy of the run's seeded database, or of `from` (the demo history). */
export async function freshDataDir(from?: DatabaseSource & { dataDir?: string }): Promise<string> {
  const template = inject('peilianTemplate');
  const dataDir = await scratchDir('peilian-server-');
  if (template.postgresUrl) {
    const name = `peilian_server_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(template.postgresUrl, [`CREATE DATABASE ${name} TEMPLATE ${from?.postgresTemplate || template.postgresTemplate}`]);
    await writeFile(join(dataDir, DATABASE_URL_FILE), postgresDatabaseUrl(template.postgresUrl, name));
  } else {
    await copyTemplateDataDir(dataDir, from?.dataDir ? ({ ...template, dataDir: from.dataDir } satisfies TestTemplate) : template);
  }
  return dataDir;
}

/** The PostgreSQL database a DATA_DIR names, '' when it holds an embedded one. */
export async function dataDirDatabaseUrl(dataDir: string): Promise<string> {
  try {
    return (await readFile(join(dataDir, DATABASE_URL_FILE), 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Removes a DATA_DIR and the PostgreSQL database it names. */
export async function removeDataDir(dataDir: string): Promise<void> {
  const url = await dataDirDatabaseUrl(dataDir);
  if (url) {
    const server = new URL(url);
    const name = server.pathname.slice(1);
    server.pathname = '/postgres';
    await onPostgresServer(server.toString(), [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  }
  await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

/** Runs statements on the database of a DATA_DIR (no server may be running on it) and returns the last one's rows. */
export async function queryDataDir<T>(dataDir: string, statements: readonly Statement[]): Promise<T[]> {
  const url = await dataDirDatabaseUrl(dataDir);
  let rows: T[] = [];
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const { sql, params } of statements) rows = (await client.query(sql, params ?? [])).rows as T[];
    } finally {
      await client.end();
    }
    return rows;
  }
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    for (const { sql, params } of statements) rows = (await db.query<T>(sql, params ?? [])).rows;
  } finally {
    await db.close();
  }
  return rows;
}

/**
 * A fresh DATA_DIR holding the seeded demo database, then changed by SQL — for states no API makes
 * yet, such as an organisation licensed for fewer functions. Pass it to `startServerProcess({ dataDir })`.
 */
export async function dataDirWith(statements: readonly Statement[]): Promise<string> {
  const dataDir = await freshDataDir();
  await queryDataDir(dataDir, statements);
  return dataDir;
}
