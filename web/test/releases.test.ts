import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneReleases, releaseName, switchRelease } from '../build/releases';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

function build(name: string, index: string): string {
  const folder = join(root, '.releases', name);
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), index);
  return folder;
}

describe('immutable web builds', () => {
  it('switches dist to a complete build, keeping a pre-release dist folder among the builds', async () => {
    root = mkdtempSync(join(tmpdir(), 'peilian-releases-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), 'old');
    writeFileSync(join(dist, 'assets', 'old-1.js'), 'old chunk');

    const first = build(releaseName(new Date('2026-01-01T00:00:00Z')), 'first');
    await switchRelease(dist, first);
    expect(readlinkSync(dist)).toBe(join('.releases', '20260101T000000-000Z-' + process.pid));
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('first');
    const legacy = join(root, '.releases', `00000000-legacy-${process.pid}`);
    expect(readFileSync(join(legacy, 'assets', 'old-1.js'), 'utf8')).toBe('old chunk');

    const second = build(releaseName(new Date('2026-01-02T00:00:00Z')), 'second');
    await switchRelease(dist, second);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('second');
    expect(existsSync(`${dist}.next-${process.pid}`)).toBe(false);
  });

  it('keeps the newest three builds and never the current one', async () => {
    root = mkdtempSync(join(tmpdir(), 'peilian-releases-'));
    const names = ['20260101T000000-000Z-1', '20260102T000000-000Z-1', '20260103T000000-000Z-1', '20260104T000000-000Z-1'];
    const folders = names.map((name) => build(name, name));
    await expect(pruneReleases(join(root, '.releases'), folders[3]!)).resolves.toEqual([names[0]]);
    // A rebuild switched back to an old build keeps it.
    await expect(pruneReleases(join(root, '.releases'), folders[1]!, 1)).resolves.toEqual([names[2]]);
    expect(existsSync(folders[1]!)).toBe(true);
    expect(existsSync(folders[3]!)).toBe(true);
  });
});
