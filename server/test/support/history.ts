import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../../src/db/client.js';
import { seedDemoHistory } from '../../src/seed/history.js';
import { templateDataDir } from './serverProcess.js';

/**
 * A fresh DATA_DIR holding the seeded demo database with 30 days of demo history up to `now`
 * (`seedDemoHistory`: 30 more learners, their activity and the figures computed once), for browser
 * tests of the data centre. Pass it to `startServerProcess({ dataDir })`.
 */
export async function dataDirWithHistory(now: Date = new Date()): Promise<string> {
  const dataDir = await templateDataDir();
  const database = pgliteHandle(await PGlite.create({ dataDir: join(dataDir, 'pglite') }));
  try {
    await seedDemoHistory(database.db, now);
  } finally {
    await database.close();
  }
  return dataDir;
}
