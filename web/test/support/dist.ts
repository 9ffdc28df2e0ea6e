import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built web app the server serves (`pnpm --filter @peilian/web build`). */
export const DIST_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

/**
 * The current build's folder (`dist` is a link switched to each new build, `web/build/releases.ts`),
 * resolved once so a test's server keeps serving that build, and a copy of it copies files, not the
 * link. Fails with an actionable message when the build these tests check has not been made.
 */
export function requireDist(): string {
  for (const file of ['index.html', 'sw.js', '.vite/manifest.json']) {
    if (!existsSync(join(DIST_DIR, file))) {
      throw new Error(`web/dist/${file} is missing — build the web app first: pnpm --filter @peilian/web build`);
    }
  }
  return realpathSync(DIST_DIR);
}

export function readDist(file: string): string {
  return readFileSync(join(DIST_DIR, file), 'utf8');
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest (`build.manifest: true`). */
export function buildManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readDist('.vite/manifest.json')) as Record<string, ManifestChunk>;
}

/** Files the entry loads before anything lazy: its chunk, its static imports (recursively) and their CSS. */
export function initialFiles(manifest = buildManifest(), entry = 'index.html'): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entry);
  return files;
}

/** The URLs the generated service worker precaches, read from sw.js. */
export function precachedUrls(): string[] {
  const sw = readDist('sw.js');
  const list = /precacheAndRoute\(\s*(\[[^\]]*\])/.exec(sw)?.[1];
  if (!list) throw new Error('sw.js has no precacheAndRoute([...]) manifest');
  return [...list.matchAll(/url:\s*["']([^"']+)["']/g)].map((match) => match[1] ?? '');
}
