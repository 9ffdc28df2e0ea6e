import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test/harness.js';
import { ensureBuilt, freshness, inputsHash, type BuildTarget } from './start.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A package in a temporary tree whose build copies its source to `dist/out.txt` and counts its runs. */
async function fakeTarget() {
  const { dir, remove } = await tempDir('peilian-start-');
  cleanups.push(remove);
  await mkdir(path.join(dir, 'pkg', 'src'), { recursive: true });
  await writeFile(path.join(dir, 'pkg', 'src', 'main.ts'), 'export const a = 1;\n');
  await writeFile(path.join(dir, 'pkg', 'package.json'), '{}\n');
  let builds = 0;
  const target: BuildTarget = {
    name: 'pkg',
    root: dir,
    inputs: ['pkg/src', 'pkg/package.json', 'pkg/vite.config.ts'],
    output: 'pkg/dist/out.txt',
    outputDir: 'pkg/dist',
    stampFile: path.join(dir, 'stamps', 'pkg.json'),
    build: async () => {
      builds += 1;
      await mkdir(path.join(dir, 'pkg', 'dist'), { recursive: true });
      await writeFile(path.join(dir, 'pkg', 'dist', 'out.txt'), `build ${builds}\n`);
    },
  };
  return { dir, target, builds: () => builds };
}

describe('pnpm start builds only what changed', () => {
  it('builds once, then skips while nothing changed', async () => {
    const { target, builds } = await fakeTarget();
    expect(await ensureBuilt(target)).toMatch(/^pkg: built in \d+ s \(no build\), 0\.0 MB$/);
    expect(await ensureBuilt(target)).toMatch(/^pkg: up to date \(built \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/);
    expect(builds()).toBe(1);
  });

  it('builds again when a source is edited, added or removed', async () => {
    const { dir, target, builds } = await fakeTarget();
    await ensureBuilt(target);
    const main = path.join(dir, 'pkg', 'src', 'main.ts');

    await writeFile(main, 'export const a = 2;\n');
    expect(await freshness(target)).toMatchObject({ upToDate: false, reason: 'sources changed' });
    await ensureBuilt(target);
    await writeFile(path.join(dir, 'pkg', 'src', 'extra.ts'), '');
    await ensureBuilt(target);
    await rm(main);
    await ensureBuilt(target);
    expect(builds()).toBe(4);
    expect((await freshness(target)).upToDate).toBe(true);
  });

  it('builds again when a config input appears, though it was missing before', async () => {
    const { dir, target, builds } = await fakeTarget();
    await ensureBuilt(target);
    await writeFile(path.join(dir, 'pkg', 'vite.config.ts'), 'export default {};\n');
    await ensureBuilt(target);
    expect(builds()).toBe(2);
  });

  it('builds again when the output is missing or another build replaced it', async () => {
    const { dir, target, builds } = await fakeTarget();
    await ensureBuilt(target);

    await rm(path.join(dir, 'pkg', 'dist'), { recursive: true });
    expect(await freshness(target)).toMatchObject({ upToDate: false, reason: 'no build' });
    await ensureBuilt(target);
    // e.g. `pnpm test` built it from sources since changed back: this start cannot know what it holds.
    await rm(path.join(dir, 'pkg', 'dist', 'out.txt'));
    await writeFile(path.join(dir, 'pkg', 'dist', 'out.txt'), 'built elsewhere\n');
    expect(await freshness(target)).toMatchObject({ upToDate: false, reason: 'built elsewhere' });
    await ensureBuilt(target);
    expect(builds()).toBe(3);
  });

  it('records nothing when the build fails, so the next start tries again', async () => {
    const { target, builds } = await fakeTarget();
    const failing: BuildTarget = { ...target, build: () => Promise.reject(new Error('vite failed')) };
    await expect(ensureBuilt(failing)).rejects.toThrow('vite failed');
    await ensureBuilt(target);
    expect(builds()).toBe(1);
  });

  it('hashes paths as well as contents, and skips dependencies and build outputs', async () => {
    const { dir } = await fakeTarget();
    const before = await inputsHash(dir, ['pkg']);
    await mkdir(path.join(dir, 'pkg', 'node_modules', 'dep'), { recursive: true });
    await writeFile(path.join(dir, 'pkg', 'node_modules', 'dep', 'index.js'), '');
    await mkdir(path.join(dir, 'pkg', 'dist'), { recursive: true });
    await writeFile(path.join(dir, 'pkg', 'dist', 'out.txt'), '');
    expect(await inputsHash(dir, ['pkg'])).toBe(before);

    await writeFile(path.join(dir, 'pkg', 'src', 'renamed.ts'), 'export const a = 1;\n');
    await rm(path.join(dir, 'pkg', 'src', 'main.ts'));
    expect(await inputsHash(dir, ['pkg'])).not.toBe(before);
  });
});
