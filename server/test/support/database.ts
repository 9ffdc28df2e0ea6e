import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { templateDataDir } from './serverProcess.js';

export interface Statement {
  sql: string;
  params?: unknown[];
}

/**
 * A fresh DATA_DIR holding the seeded demo database, then changed by SQL — for states no API makes
 * yet, such as an organisation licensed for fewer functions. Pass it to `startServerProcess({ dataDir })`.
 */
export async function dataDirWith(statements: readonly Statement[]): Promise<string> {
  const dataDir = await templateDataDir();
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    for (const { sql, params } of statements) await db.query(sql, params ?? []);
  } finally {
    await db.close();
  }
  return dataDir;
}
