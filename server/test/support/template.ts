import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

/**
 * The migrated, seeded demo organisation every test starts from, built once per test run: on the
 * embedded database a PGlite dump (loaded in-process in ~0.3 s) and a DATA_DIR holding the same
 * database (copied for each server process); on a PostgreSQL server a template database that each
 * test clones with `CREATE DATABASE … TEMPLATE`. Creating and seeding a database costs seconds;
 * a copy costs a fraction of one.
 */
export interface TestTemplate {
  /** A directory of the run's own, removed with the template (support/history.ts builds there). */
  root: string;
  /** PGlite data-dir dump (tar), '' on PostgreSQL. */
  dump: string;
  /** A DATA_DIR whose `pglite/` is the seeded database, '' on PostgreSQL. */
  dataDir: string;
  /** The PostgreSQL server's URL (TEST_DATABASE_URL), '' on the embedded database. */
  postgresUrl: string;
  /** Name of the seeded template database on that server, '' on the embedded database. */
  postgresTemplate: string;
}

/** Where a test's database is copied from: the run's template, or its demo history (support/history.ts). */
export type DatabaseSource = Pick<TestTemplate, 'dump' | 'postgresTemplate'>;

/** The name of the run's template database that holds the demo history too (support/history.ts). */
export const historyTemplateName = (template: string) => `${template}_history`;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded demo database (built by support/globalSetup.ts). */
    peilianTemplate: TestTemplate;
  }
}

/** Fills `dataDir` (existing or not) with a copy of the template's embedded database. */
export async function copyTemplateDataDir(dataDir: string, template: TestTemplate = inject('peilianTemplate')): Promise<void> {
  if (!template.dataDir) throw new Error('no PGlite template data directory: this run tests PostgreSQL');
  // The system's cp, not fs.cp: Node's copies the ~1 400 files one by one through the test process's
  // event loop, about 2 s of every server start in a busy test file against ~0.5 s.
  await promisify(execFile)('cp', ['-RT', template.dataDir, dataDir]);
}
