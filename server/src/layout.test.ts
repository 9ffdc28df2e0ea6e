import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAQ_CALLS, PRACTICE_CALLS } from '@peilian/shared';
import { describe, expect, it } from 'vitest';

// The folder rule of server/README.md ("Layout"), checked on the tree: a feature's routes sit in
// `src/<domain>/<feature>/routes.ts`, `src/routes.ts` lists every one of them, and routes are
// declared only as contracts; `src/socketRoutes.ts` lists every socket call the same way. And the
// borders between domains (docs/architecture.md, "Server domains"): a domain enters another only
// through its index.ts, and no two domains need each other.

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const DOMAINS = [
  'organisation',
  'identity',
  'audit',
  'people',
  'training',
  'library',
  'exam',
  'faq',
  'practice',
  'reports',
  'appeals',
  'notifications',
  'notices',
  'assistant',
  'billing',
  'system',
];
const PLATFORM = ['lib', 'http', 'errors', 'auth', 'realtime', 'providers', 'usage', 'storage', 'data', 'db', 'seed', 'scripts'];
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const files = sources(SRC).map((file) => ({ name: relative(file), text: readFileSync(file, 'utf8') }));
const featureRoutes = files.filter((file) => file.name !== 'routes.ts' && file.name.endsWith('/routes.ts'));

/** The files (from src/, `.ts`) a file imports by relative path: imports, re-exports and `import()`. */
function importsOf(file: { name: string; text: string }): string[] {
  const specifiers = [...file.text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.\.?\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.posix.join(path.posix.dirname(file.name), specifier).replace(/\.js$/, '.ts'));
}

const domainOf = (name: string) => DOMAINS.find((domain) => name.startsWith(`${domain}/`));
const imports = new Map(files.map((file) => [file.name, importsOf(file)]));

/**
 * The domains a domain's file reaches: directly, or through platform files (a domain importing a
 * composition root such as seed/demo.ts would reach every domain that one wires).
 */
function domainsReachedFrom(name: string): { domain: string; target: string; via: string[] }[] {
  const reached: { domain: string; target: string; via: string[] }[] = [];
  const seen = new Set<string>();
  const walk = (from: string, via: string[]) => {
    for (const target of imports.get(from) ?? []) {
      const domain = domainOf(target);
      if (domain) {
        if (domain !== domainOf(name)) reached.push({ domain, target, via });
      } else if (!seen.has(target)) {
        seen.add(target);
        walk(target, [...via, target]);
      }
    }
  };
  walk(name, []);
  return reached;
}

const domainFiles = files.filter((file) => domainOf(file.name));
const crossings = domainFiles.flatMap((file) => domainsReachedFrom(file.name).map((hit) => ({ from: file.name, ...hit })));

/** The domain graph: who uses whom, from the imports of every domain's (non-test) files. */
const domainGraph = new Map(DOMAINS.map((domain) => [domain, new Set<string>()]));
for (const { from, domain } of crossings) domainGraph.get(domainOf(from)!)!.add(domain);

/** Every cycle of the graph, each as the path that closes it (`exam → training → exam`). */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === trail[0]) cycles.push([...trail, next].join(' → '));
      else if (!trail.includes(next) && next > trail[0]!) visit(next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) visit(start, [start]);
  return cycles;
}

/** The "may use" table of docs/architecture.md ("Server domains"), its rows as | `exam` | `training`, `library` |. */
function documentedGraph(): Map<string, Set<string>> {
  const doc = readFileSync(path.join(SRC, '../../docs/architecture.md'), 'utf8');
  const start = doc.indexOf('## Server domains');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const rows = [...section.matchAll(/^\| `(\w+)` \| ([^|]*)\|/gm)];
  return new Map(rows.map(([, domain, uses]) => [domain!, new Set([...uses!.matchAll(/`(\w+)`/g)].map((match) => match[1]!))]));
}

describe('the server layout', () => {
  it('has a folder per domain and per part of the platform, and no other', () => {
    expect(folders(SRC).sort()).toEqual([...DOMAINS, ...PLATFORM].sort());
  });

  it('gives every feature folder of a domain its routes', () => {
    const features = DOMAINS.flatMap((domain) => folders(path.join(SRC, domain)).map((feature) => `${domain}/${feature}`));
    expect(features.filter((feature) => !files.some((file) => file.name === `${feature}/routes.ts`))).toEqual([]);
  });

  it('keeps every routes file in a feature folder, src/<domain>/<feature>/routes.ts', () => {
    expect(featureRoutes.length).toBeGreaterThan(30);
    expect(featureRoutes.map((file) => file.name).filter((name) => name.split('/').length !== 3)).toEqual([]);
  });

  it('registers every feature from src/routes.ts, and no feature registers another', () => {
    const registry = files.find((file) => file.name === 'routes.ts')!.text;
    const missing = featureRoutes.filter((file) => !registry.includes(`'./${file.name.replace(/\.ts$/, '.js')}'`));
    expect(missing.map((file) => file.name)).toEqual([]);
    const aggregators = featureRoutes.filter((file) => /from '\.\.\/\.\.\/[^']+\/routes\.js'|from '\.\.\/[^']+\/routes\.js'/.test(file.text));
    expect(aggregators.map((file) => file.name)).toEqual([]);
  });

  it('declares routes only as contracts: no router method is called outside http/contract.ts', () => {
    const direct = /\b(?:routers\.(?:public|learner|admin)|admin|learner|router|pub)\.(?:get|post|put|patch|delete)\(/;
    const offenders = files.filter((file) => file.name !== 'http/contract.ts' && direct.test(file.text)).map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('declares every HTTP route in a feature routes.ts (eslint refuses one elsewhere too)', () => {
    const declares = /\b(?:admin|learner|public)Route\(/;
    const elsewhere = files.filter((file) => !file.name.endsWith('routes.ts') && file.name !== 'http/contract.ts' && declares.test(file.text));
    expect(elsewhere.map((file) => file.name)).toEqual([]);
  });

  it('reads path parameters only through a contract', () => {
    expect(files.filter((file) => file.text.includes('ctx.params')).map((file) => file.name)).toEqual(['http/contract.ts']);
  });

  it('binds every socket call in src/socketRoutes.ts, from handler tables the features export', () => {
    const registrations = /\bsocketCalls\(|\banswerCall\(|\.on\((?:SYSTEM|PRACTICE|FAQ)_CALLS\./;
    const elsewhere = files.filter((file) => !['socketRoutes.ts', 'realtime/socketCalls.ts'].includes(file.name) && registrations.test(file.text));
    expect(elsewhere.map((file) => file.name)).toEqual([]);
    const list = files.find((file) => file.name === 'socketRoutes.ts')!.text;
    const tables = files.flatMap((file) =>
      [...file.text.matchAll(/^export const (\w+): SocketHandlers</gm)].map((match) => ({ file: file.name, table: match[1]! })),
    );
    expect(tables.length).toBeGreaterThan(2);
    const imported = (file: string, table: string) =>
      new RegExp(`import \\{[^}]*\\b${table}\\b[^}]*\\} from '\\./${file.replace(/\.ts$/, '\\.js')}'`).test(list);
    expect(tables.filter(({ file, table }) => !imported(file, table)).map(({ table }) => table)).toEqual([]);
    const unbound = Object.entries({ PRACTICE_CALLS, FAQ_CALLS }).flatMap(([name, table]) =>
      Object.keys(table)
        .filter((key) => !new RegExp(`answer\\(${name}\\.${key}, \\w+\\.${key}\\)`).test(list))
        .map((key) => `${name}.${key}`),
    );
    expect(unbound).toEqual([]);
  });

  it('lets a domain enter another only through its index.ts, and never through the platform', () => {
    const offenders = crossings
      .filter(({ domain, target, via }) => via.length > 0 || target !== `${domain}/index.ts`)
      .map(({ from, target, via }) => [from, ...via, target].join(' → '));
    expect(offenders).toEqual([]);
    expect(DOMAINS.filter((domain) => !files.some((file) => file.name === `${domain}/index.ts`))).toEqual([]);
  });

  it("names every domain and each of its feature folders in server/README.md's tree", () => {
    const readme = readFileSync(path.join(SRC, '../README.md'), 'utf8');
    const tree = readme.slice(readme.indexOf('src/<domain>/<feature>/'), readme.indexOf('\nsrc/routes.ts'));
    const entries = new Map([...tree.matchAll(/^ {2}(\w+)\/ +([^]*?)(?=^ {2}\w+\/|$(?![^]))/gm)].map((match) => [match[1]!, match[2]!]));
    expect([...entries.keys()].sort()).toEqual([...DOMAINS].sort());
    const unnamed = DOMAINS.flatMap((domain) =>
      folders(path.join(SRC, domain))
        .filter((feature) => !new RegExp(`(^|[^\\w-])${feature}([^\\w-]|$)`).test(entries.get(domain) ?? ''))
        .map((feature) => `${domain}/${feature}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('places every endpoint of 系统设置 where docs/architecture.md\'s "Where each setting lives" says', () => {
    const doc = readFileSync(path.join(SRC, '../../docs/architecture.md'), 'utf8');
    const start = doc.indexOf('### Where each setting lives');
    const section = doc.slice(start, doc.indexOf('\n## ', start));
    // Each row's endpoints (`settings.timeZone`, `setTimeZone`: a bare name keeps the group before it) and its folder.
    const placed = [...section.matchAll(/^\| [^|]+ \| ([^|]+) \| `server\/src\/([\w/-]+)\/`/gm)].flatMap(([, cell, folder]) => {
      let group = '';
      return [...cell!.matchAll(/`(?:(\w+)\.)?(\w+)`/g)].map(([, named, name]) => ({ endpoint: `${(group = named ?? group)}.${name}`, folder: folder! }));
    });
    // What the page's cards call: useAdminQuery('settings', 'timeZone'), useSettingSave('settings', 'setRank').
    const settingsPage = path.join(SRC, '../../web/src/admin/settings');
    const called = readdirSync(settingsPage).flatMap((file) =>
      [...readFileSync(path.join(settingsPage, file), 'utf8').matchAll(/use(?:AdminQuery|AdminMutation|SettingSave)\('(\w+)', '(\w+)'/g)].map(
        ([, group, name]) => `${group}.${name}`,
      ),
    );
    expect(called.length).toBeGreaterThan(15);
    expect([...new Set(called)].filter((endpoint) => !placed.some((row) => row.endpoint === endpoint))).toEqual([]);
    const declaredElsewhere = placed.filter(({ endpoint, folder }) => {
      const routes = files.find((file) => file.name === `${folder}/routes.ts`)?.text ?? '';
      return !routes.includes(`.${endpoint.split('.')[1]!},`);
    });
    expect(declaredElsewhere.map(({ endpoint, folder }) => `${endpoint} in ${folder}`)).toEqual([]);
  });

  it('has no cycle between domains', () => {
    expect([...domainGraph.values()].some((uses) => uses.size > 0)).toBe(true);
    expect(cyclesOf(domainGraph)).toEqual([]);
  });

  it('keeps every dependency between domains to the layering docs/architecture.md writes down', () => {
    const documented = documentedGraph();
    expect([...documented.keys()].sort()).toEqual([...DOMAINS].sort());
    expect(cyclesOf(documented)).toEqual([]);
    const undocumented = [...domainGraph].flatMap(([domain, uses]) =>
      [...uses].filter((used) => !documented.get(domain)?.has(used)).map((used) => `${domain} → ${used}`),
    );
    expect(undocumented).toEqual([]);
  });
});
