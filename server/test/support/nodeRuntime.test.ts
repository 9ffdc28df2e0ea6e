import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processDatabaseEnv } from '../harness.js';
import { SERVER_DIR, startServerProcess, type ServerProcess } from './serverProcess.js';

const REPO_ROOT = join(SERVER_DIR, '..');

/** The Node the workspace pins as its root devDependency `node` (docs/decisions.md, "Node 24 from the npm registry"). */
async function pinnedNode(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const pinned = manifest.devDependencies.node;
  if (!pinned) throw new Error('the root package.json pins no `node` devDependency');
  return pinned;
}

let server: ServerProcess | undefined;
let database: Awaited<ReturnType<typeof processDatabaseEnv>> | undefined;
afterEach(async () => {
  await server?.stop();
  await database?.dispose();
  server = undefined;
  database = undefined;
});

describe('the Node the product runs on', () => {
  it('is the pinned one, for the test run and for the real server it starts', async () => {
    const pinned = await pinnedNode();
    expect(process.version).toBe(`v${pinned}`);

    // Loaded before the server's own code, in the server process the harness starts for every test.
    const printVersion = "--import=data:text/javascript,console.log('[node]',process.version)";
    // The run's database: the embedded template, or the PostgreSQL template on the PostgreSQL pass.
    database = await processDatabaseEnv();
    server = await startServerProcess({ dataDir: database.env.DATA_DIR, keepDataDir: true, env: { ...database.env, NODE_OPTIONS: printVersion } });
    await server.printed(`[node] v${pinned}\n`);
  });

  it('is the one pnpm checks engines against', async () => {
    const workspace = await readFile(join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8');
    expect(/^nodeVersion: (\S+)$/m.exec(workspace)?.[1]).toBe(await pinnedNode());
  });
});
