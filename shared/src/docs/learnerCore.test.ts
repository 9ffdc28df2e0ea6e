import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The table of docs/architecture.md, "The learner core", held to the code: every file it names
// exists where its column says (shared, the web app, the mini-program), and every store shared
// offers the apps (`export function create…Store`) has its row.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const start = doc.indexOf('## The learner core');
const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
const rows = [...section.matchAll(/^\| (.+) \| (.+) \| (.+) \| (.+) \|$/gm)].slice(2).map((match) => match.slice(1, 5) as [string, string, string, string]);

/**
 * The file paths a cell names in backticks (`exam/examStore.ts`, `lib/socket.ts`), not the names of
 * functions; a bare file name (`attemptSlices.ts`) lies beside the last path named before it.
 */
function pathsIn(cell: string): string[] {
  let folder = '';
  return [...cell.matchAll(/`([\w./-]+\.tsx?|[\w-]+\/)`/g)].map(([, name]) => {
    if (name!.includes('/')) {
      folder = name!.endsWith('/') ? name! : path.posix.dirname(name!);
      return name!;
    }
    return path.posix.join(folder, name!);
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the learner core table', () => {
  it('names files that exist: shared pieces in shared/src, bindings in web/src and miniprogram/src', () => {
    expect(rows.length).toBeGreaterThan(10);
    const roots = ['shared/src', null, 'web/src', 'miniprogram/src'] as const;
    const missing = rows.flatMap((row) =>
      row.flatMap((cell, column) => {
        const root = roots[column];
        return root ? pathsIn(cell).filter((name) => !existsSync(path.join(ROOT, root, name))) : [];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('has a row for every store shared offers the apps', () => {
    const stores = sources(path.join(ROOT, 'shared/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export function (create\w+Store)\b/gm)].map((match) => match[1]!),
    );
    expect(stores.length).toBeGreaterThan(10);
    expect(stores.filter((store) => !section.includes(store))).toEqual([]);
  });
});
