import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { onPostgresServer, postgresDatabaseUrl } from './postgresServer.js';
import { freshDataDir } from './serverData.js';
import { historyTemplateName, type DatabaseSource, type TestTemplate } from './template.js';

/** The run's seeded demo database with 30 days of demo history (`seedDemoHistory`), kept as a template like the seeded one. */
export interface DemoHistory extends DatabaseSource {
  /** The moment the history runs up to: a test that reads it sets its clock there. */
  now: Date;
  /** A DATA_DIR holding it ('' on PostgreSQL). */
  dataDir: string;
}

const READY = 'ready';
const FAILED = 'failed';
const WAIT_STEP_MS = 200;
const WAIT_LIMIT_MS = 590_000; // within the hooks' 600 s

/**
 * The demo history, made once per test run: by the first test file that asks for it, in its own
 * worker (the history is about 10 000 statements of the domain's commands, some 15 s; a run that
 * reads no report pays nothing), while files of other workers that ask meanwhile wait for it. The
 * directory `<template root>/history` is the claim: creating it is atomic, so exactly one worker builds.
 */
export async function demoHistory(template: TestTemplate = inject('peilianTemplate')): Promise<DemoHistory> {
  const dir = join(template.root, 'history');
  if (await claimed(dir)) await builtBy(dir, () => buildHistory(template, dir));
  else await builtElsewhere(dir);
  const now = new Date(await readFile(join(dir, 'now'), 'utf8'));
  if (template.postgresTemplate) return { now, dump: '', dataDir: '', postgresTemplate: historyTemplateName(template.postgresTemplate) };
  return { now, dump: join(dir, 'template.tar'), dataDir: join(dir, 'data'), postgresTemplate: '' };
}

async function claimed(dir: string): Promise<boolean> {
  try {
    await mkdir(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function builtBy(dir: string, build: () => Promise<void>): Promise<void> {
  try {
    await build();
    await writeFile(join(dir, READY), '');
  } catch (error) {
    await writeFile(join(dir, FAILED), error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function builtElsewhere(dir: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < WAIT_LIMIT_MS; await sleep(WAIT_STEP_MS)) {
    if (await exists(join(dir, READY))) return;
    if (await exists(join(dir, FAILED))) throw new Error(`the demo history failed in another test file:\n${await readFile(join(dir, FAILED), 'utf8')}`);
  }
  throw new Error(`the demo history was not ready after ${WAIT_LIMIT_MS / 1000} s`);
}

/** Runs the history on a copy of the template and keeps it beside it. The server's code is loaded here: most users of the test support never need it. */
async function buildHistory(template: TestTemplate, dir: string): Promise<void> {
  const [{ seedDemoHistory, latestEvening }, { openDatabase, PGLITE_EXTENSIONS, pgliteHandle }, build] = await Promise.all([
    import('../../src/seed/history.js'),
    import('../../src/db/client.js'),
    import('./buildTemplate.js'),
  ]);
  // The report tests read 「今天」: the history runs up to the latest evening, not to this moment,
  // so today holds its sign-ins whatever hour the suite runs.
  const now = latestEvening(new Date());
  const seed = async (db: Db) => {
    if (!(await seedDemoHistory(db, now)))
      throw new Error('the demo history did not run on the template (no demo organisation, or history accounts already there)');
  };
  if (template.postgresTemplate) {
    const name = historyTemplateName(template.postgresTemplate);
    await onPostgresServer(template.postgresUrl, [`CREATE DATABASE ${name} TEMPLATE ${template.postgresTemplate}`]);
    const database = await openDatabase({ dataDir: '', databaseUrl: postgresDatabaseUrl(template.postgresUrl, name) });
    try {
      await seed(database.db);
    } finally {
      await database.close();
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ loadDataDir: new Blob([await readFile(template.dump)]), extensions: PGLITE_EXTENSIONS });
    try {
      await seed(pgliteHandle(client).db);
      await build.writePgliteTemplate(client, dir);
    } finally {
      await client.close();
    }
  }
  await writeFile(join(dir, 'now'), now.toISOString());
}

/**
 * A fresh DATA_DIR holding the seeded demo database with its demo history (`demoHistory`), for
 * browser tests of the data centre. Pass it to `startServerProcess({ dataDir })`.
 */
export async function dataDirWithHistory(): Promise<string> {
  return freshDataDir(await demoHistory());
}
