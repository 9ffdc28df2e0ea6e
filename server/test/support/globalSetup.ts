import type { TestProject } from 'vitest/node';
import { buildTemplate } from './buildTemplate.js';
import './template.js';

interface Shared {
  users: number;
  built: ReturnType<typeof buildTemplate>;
}

// Every project of one `vitest run` (server, web, miniprogram) has its own global setup, loaded in
// its own module graph but in the same process: the template is built by the first and shared.
const KEY = Symbol.for('peilian.testTemplate');
const shared = globalThis as typeof globalThis & { [KEY]?: Shared };

/** Vitest global setup: builds the seeded template once per run and provides it to every test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared[KEY] ??= { users: 0, built: buildTemplate(process.env.TEST_DATABASE_URL ?? '') });
  entry.users += 1;
  project.provide('peilianTemplate', (await entry.built).template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared[KEY];
    await (await entry.built).remove();
  };
}
