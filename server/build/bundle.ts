import { readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The compiled server: `src/main.ts` and the workspace's own TypeScript (`@peilian/shared`) in one
 * ES module, `dist/main.js`, with a linked source map; npm dependencies stay in `node_modules`. It
 * sits directly in `dist/` as `src/paths.ts` sits directly in `src/`, so the paths the server
 * derives from its own location hold in both. Production (`pnpm start`) and every server the
 * tests start as a process run this file; `tsx` remains for development and scripts.
 */
const SERVER_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(SERVER_DIR, 'dist', 'main.js');

const { dependencies } = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const WORKSPACE = /^@peilian\//;

/**
 * Builds `dist/main.js` (about 0.3 s). It is written in a folder beside and renamed into place, so a server
 * starting meanwhile loads the previous build or this one, never half of one.
 */
export async function buildServer(outfile = SERVER_MAIN): Promise<string> {
  const staging = path.join(path.dirname(outfile), `.build-${process.pid}`);
  const partial = path.join(staging, path.basename(outfile));
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src', 'main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    external: Object.keys(dependencies).filter((name) => !WORKSPACE.test(name)),
    logLevel: 'warning',
  });
  await rename(`${partial}.map`, `${outfile}.map`);
  await rename(partial, outfile);
  await rm(staging, { recursive: true, force: true });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await rm(path.join(SERVER_DIR, 'dist'), { recursive: true, force: true });
  const file = await buildServer();
  console.log(`server built: ${path.relative(process.cwd(), file)} in ${Math.round(performance.now() - started)} ms`);
}
