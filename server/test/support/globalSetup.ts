import type { TestProject } from 'vitest/node';
import { buildServer } from '../../build/bundle.js';
import { buildTemplate } from './buildTemplate.js';
import './template.js';

interface Shared {
  users: number;
  built: ReturnType<typeof buildTemplate>;
}

// Every project of one `vitest run` (server, web-browser, miniprogram) has its own global setup,
// loaded in its own module graph but in the same process: each template is built by the first
// project that needs it and shared, and so is the compiled server.
const KEY = Symbol.for('peilian.testTemplates');
const SERVER_BUILD = Symbol.for('peilian.serverBuild');
const shared = globalThis as typeof globalThis & { [KEY]?: Map<string, Shared>; [SERVER_BUILD]?: Promise<string> };

/**
 * Vitest global setup: compiles the server (the one that tests start as processes, as in
 * production) and builds the seeded template, each once per run, and provides the template to every test file.
 * The server suite follows TEST_DATABASE_URL (a PostgreSQL template database); the servers that
 * browser and simulator tests start as processes always run on the embedded database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const onPostgres = project.name === 'server' || process.env.TEST_PROCESSES_ON_POSTGRES === '1';
  const postgresUrl = onPostgres ? (process.env.TEST_DATABASE_URL ?? '') : '';
  await (shared[SERVER_BUILD] ??= buildServer());
  const templates = (shared[KEY] ??= new Map());
  const kind = postgresUrl ? 'postgres' : 'pglite';
  let entry = templates.get(kind);
  if (!entry) templates.set(kind, (entry = { users: 0, built: buildTemplate(postgresUrl) }));
  entry.users += 1;
  project.provide('peilianTemplate', (await entry.built).template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    templates.delete(kind);
    await (await entry.built).remove();
  };
}
