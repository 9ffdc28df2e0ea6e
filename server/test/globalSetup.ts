import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../src/db/client.js';
import { seedDemoData } from '../src/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite data-dir dump (migrated and seeded), or '' when testing against PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database (initdb) takes seconds; loading a dump takes a fraction of that. So
 * the template is built once per run, and every test file starts from its own copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-template-'));
  const client = await PGlite.create();
  const database = pgliteHandle(client);
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
