import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { precompress } from './precompress.ts';

/**
 * Immutable builds. Each `vite build` writes a new folder under `.releases/` and, once the whole
 * build (service worker included) is written, switches `dist` to it: `dist` is a symbolic link
 * replaced by one rename, so the server (which serves `WEB_DIST`, this link) answers from the old
 * build until the new one is complete, and from the new one after — never from a half-written or
 * emptied folder. The last few builds are kept, so a page still open on an older build can load
 * its lazy chunks (the server looks for a missing `assets/` file in the earlier builds beside the
 * current one).
 */

/** The folder of builds, beside `dist`. */
export const RELEASES_DIR = '.releases';
/** How many builds are kept: the current one and two before it. */
export const RELEASES_KEPT = 3;

/** A build's folder name: sortable by time, unique per process. */
export function releaseName(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace('.', '-')}-${process.pid}`;
}

/**
 * Points `link` at `release` with one atomic rename. A `link` that is still a plain folder (a build
 * from before releases) is first moved among the releases, so its assets stay reachable.
 */
export async function switchRelease(link: string, release: string): Promise<void> {
  const temporary = `${link}.next-${process.pid}`;
  await rm(temporary, { force: true });
  await symlink(path.relative(path.dirname(link), release), temporary, 'dir');
  const current = await lstat(link).catch(() => null);
  if (current && !current.isSymbolicLink()) await rename(link, path.join(path.dirname(release), `00000000-legacy-${process.pid}`));
  await rename(temporary, link);
}

/** Removes the oldest builds beyond `keep`, never `current`. */
export async function pruneReleases(folder: string, current: string, keep = RELEASES_KEPT): Promise<string[]> {
  const names = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const stale = names
    .sort()
    .reverse()
    .slice(keep)
    .filter((name) => path.join(folder, name) !== path.resolve(current));
  for (const name of stale) await rm(path.join(folder, name), { recursive: true, force: true });
  return stale;
}

/** The Vite side: build into a new release folder, then switch `dist` to it and prune. */
export function releasePlugin(): Plugin {
  let outDir = '';
  let link = '';
  return {
    name: 'peilian-release',
    apply: 'build',
    config(config) {
      // An explicit --outDir builds there, as Vite would, without touching dist.
      if (config.build?.outDir) return;
      return { build: { outDir: path.join(RELEASES_DIR, releaseName()), emptyOutDir: true } };
    },
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
      link = path.dirname(outDir) === path.resolve(resolved.root, RELEASES_DIR) ? path.resolve(resolved.root, 'dist') : '';
    },
    closeBundle: {
      // After the service worker is generated (vite-plugin-pwa's closeBundle), so the switch
      // publishes a complete build, compressed copies included.
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        // A build that failed is never published, whether or not the error reaches this hook (one
        // thrown while the build starts does not: the folder then holds no page).
        if (error || !existsSync(path.join(outDir, 'index.html'))) return;
        await precompress(outDir);
        if (!link) return;
        await mkdir(path.dirname(outDir), { recursive: true });
        await switchRelease(link, outDir);
        await pruneReleases(path.dirname(outDir), outDir);
      },
    },
  };
}
