import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle } from '../../src/db/client.js';
import { seedDemoData } from '../../src/seed/demo.js';
import { demoVoicing, seedDemoDubbing } from '../../src/seed/dubbing.js';
import { createLogger } from '../../src/logger.js';
import { loadConfig } from '../../src/config.js';
import { onPostgresServer, postgresDatabaseUrl } from './postgresServer.js';
import { scratchDir } from './scratch.js';
import { historyTemplateName, type TestTemplate } from './template.js';

/**
 * The demo's dubbing of the demo scenario (`seed/dubbing.ts`), voiced by espeak-ng into the template's
 * data directory: the server processes started on a copy of it have the clips' files; a server in the
 * test process, on a data directory of its own, has the rows only (live practice then voices the lines).
 */
function seedDemo(db: Parameters<typeof seedDemoData>[0], dataDir: string): Promise<void> {
  return seedDemoDubbing(db, demoVoicing(loadConfig({ DATA_DIR: dataDir, ESPEAK_PATH: process.env.ESPEAK_PATH }), createLogger('silent')));
}

async function buildPostgresTemplate(serverUrl: string): Promise<{ template: TestTemplate; remove: () => Promise<void> }> {
  const name = `peilian_template_${randomBytes(6).toString('hex')}`;
  const root = await scratchDir('peilian-template-');
  await onPostgresServer(serverUrl, [`CREATE DATABASE ${name}`]);
  const database = await openDatabase({ dataDir: '', databaseUrl: postgresDatabaseUrl(serverUrl, name) });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await seedDemo(database.db, root);
  } finally {
    await database.close();
  }
  return {
    template: { root, dump: '', dataDir: '', postgresUrl: serverUrl, postgresTemplate: name },
    remove: async () => {
      await onPostgresServer(
        serverUrl,
        [name, historyTemplateName(name)].map((database) => `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
      );
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * Writes a PGlite database as a template into `dir`: its dump (`template.tar`, loaded in-process)
 * and a DATA_DIR holding it (`data/pglite`, copied for server processes).
 */
export async function writePgliteTemplate(client: PGlite, dir: string): Promise<{ dump: string; dataDir: string }> {
  const dump = path.join(dir, 'template.tar');
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir, { recursive: true });
  await (await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([await readFile(dump)]), extensions: PGLITE_EXTENSIONS })).close();
  return { dump, dataDir };
}

async function buildPgliteTemplate(): Promise<{ template: TestTemplate; remove: () => Promise<void> }> {
  const root = await scratchDir('peilian-template-');
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = pgliteHandle(client);
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await seedDemo(database.db, path.join(root, 'data'));
    const written = await writePgliteTemplate(client, root);
    return { template: { root, ...written, postgresUrl: '', postgresTemplate: '' }, remove: () => rm(root, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** Builds the run's template: on the PostgreSQL server of `postgresUrl` when given, else on PGlite. */
export function buildTemplate(postgresUrl: string): Promise<{ template: TestTemplate; remove: () => Promise<void> }> {
  return postgresUrl ? buildPostgresTemplate(postgresUrl) : buildPgliteTemplate();
}
