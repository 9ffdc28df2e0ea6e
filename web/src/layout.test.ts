import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The walls inside the web app (docs/architecture.md, "Web areas"), checked on the tree: every
// folder of src/ is an area of the table, a walled area (and each feature of the back office) is
// entered only through its index.ts, an area imports only what its row lists, and no two folders
// import each other, however far round.

const SRC = path.dirname(fileURLToPath(import.meta.url));
const DOC = path.join(SRC, '../../docs/architecture.md');

interface Source {
  name: string;
  text: string;
  test: boolean;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files: Source[] = sources(SRC).map((file) => {
  const name = path.relative(SRC, file).split(path.sep).join('/');
  return { name, text: readFileSync(file, 'utf8'), test: /\.test\.tsx?$/.test(name) };
});
const names = new Set(files.map((file) => file.name));

interface Import {
  from: Source;
  target: string;
  lazy: boolean;
}

/** The file a relative specifier names (`../app` is `app/index.ts`), or the specifier itself when it names no source (a stylesheet). */
function resolve(importer: string, specifier: string): string {
  const base = path.posix.join(path.posix.dirname(importer), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => names.has(candidate)) ?? base;
}

/** Every relative import of every file: static imports and re-exports, and `import()` (lazy). */
const imports: Import[] = files.flatMap((from) =>
  [...from.text.matchAll(/\b(from|import)\s*(\()?\s*'(\.\.?\/[^']+)'/g)].map((match) => ({
    from,
    target: resolve(from.name, match[3]!),
    lazy: match[2] === '(',
  })),
);

/** The table of docs/architecture.md, "Web areas": | `area` | entry | what | may use |. */
function documentedAreas(): Map<string, { entry: string; uses: Set<string> }> {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.slice(doc.indexOf('## Web areas'), doc.indexOf('\n## ', doc.indexOf('## Web areas') + 1));
  const rows = [...section.matchAll(/^\| `(\w+)` \| (`index\.ts`|lazy|kit) \| [^|]* \| ([^|]*)\|$/gm)];
  return new Map(
    rows.map(([, area, entry, uses]) => [area!, { entry: entry!.replace(/`/g, ''), uses: new Set([...uses!.matchAll(/`(\w+)`/g)].map((match) => match[1]!)) }]),
  );
}

const areas = documentedAreas();
const areaOf = (name: string) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : null);
const walled = (area: string) => areas.get(area)?.entry !== 'kit';

/** The back office's features, each walled like an area; its kits and its root files are the admin's own. */
const ADMIN_KITS = ['blocks', 'data', 'catalogues'];
const adminFeatureOf = (name: string) => {
  const match = /^admin\/([^/]+)\//.exec(name);
  return match && !ADMIN_KITS.includes(match[1]!) ? match[1]! : null;
};

/** Where an import lands when it crosses a wall: the area or admin feature it enters, else null. */
function wallCrossed({ from, target }: Import): string | null {
  const area = areaOf(target);
  if (!area) return null;
  if (area !== areaOf(from.name)) return walled(area) ? area : null;
  const feature = area === 'admin' ? adminFeatureOf(target) : null;
  if (!feature || feature === adminFeatureOf(from.name)) return null;
  // The back office's route table names each feature's routes.tsx.
  if (!from.name.slice('admin/'.length).includes('/') && target === `admin/${feature}/routes.tsx`) return null;
  return `admin/${feature}`;
}

/** A node of the folder graph: a file's folder two levels down (`admin/blocks`, `identity/login`), or the file itself when it lies higher. */
const nodeOf = (name: string) => {
  const parts = name.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : name;
};

/** The loops of a directed graph: its strongly connected parts of more than one node (Tarjan), each sorted. */
function loopsOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    if (part.length > 1) loops.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('the web layout', () => {
  it('has a row of the table for every folder of src/, and a folder for every row', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...areas.keys()].sort());
  });

  it('keeps the table one-way: no area uses, however far round, one that uses it', () => {
    expect(loopsOf(new Map([...areas].map(([area, { uses }]) => [area, uses])))).toEqual([]);
  });

  it('enters a walled area and a feature of the back office only through its index.ts, or lazily', () => {
    const crossings = imports.filter((entry) => wallCrossed(entry));
    expect(crossings.length).toBeGreaterThan(100);
    const past = crossings.filter((entry) => !entry.lazy && !entry.target.endsWith('/index.ts') && entry.from.name !== 'main.tsx');
    expect(past.map(({ from, target }) => `${from.name} → ${target}`)).toEqual([]);
  });

  it('imports only the areas its row lists (tests may use any area, through its entry)', () => {
    const outside = imports.filter(({ from, target }) => {
      const [own, used] = [areaOf(from.name), areaOf(target)];
      return own && used && own !== used && !from.test && !areas.get(own)?.uses.has(used);
    });
    expect(outside.map(({ from, target }) => `${from.name} → ${target}`)).toEqual([]);
  });

  it('has no loop between folders, however far round', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, target } of imports) {
      if (from.test || !names.has(target)) continue;
      const [a, b] = [nodeOf(from.name), nodeOf(target)];
      if (a === b) continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    expect(graph.size).toBeGreaterThan(50);
    expect(loopsOf(graph)).toEqual([]);
  });
});
