import { join } from 'node:path';
import { templateDataDir } from './serverProcess.js';

/**
 * A fresh DATA_DIR holding the seeded demo database with 30 days of demo history up to `now`
 * (`seedDemoHistory`: 30 more learners, their activity and the figures computed once), for browser
 * tests of the data centre. Pass it to `startServerProcess({ dataDir })`.
 */
export async function dataDirWithHistory(now: Date = new Date()): Promise<string> {
  // Loaded on demand: the server's data layer is more than most users of the test support need.
  const [{ PGlite }, { pgliteHandle }, { seedDemoHistory }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../../src/db/client.js'),
    import('../../src/seed/history.js'),
  ]);
  const dataDir = await templateDataDir();
  const database = pgliteHandle(await PGlite.create({ dataDir: join(dataDir, 'pglite') }));
  try {
    await seedDemoHistory(database.db, now);
  } finally {
    await database.close();
  }
  return dataDir;
}
