import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The folder rule of server/README.md ("Layout"), checked on the tree: a feature's routes sit in
// `src/<domain>/<feature>/routes.ts`, `src/routes.ts` lists every one of them, and routes are
// declared only as contracts.

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const DOMAINS = ['identity', 'people', 'training', 'library', 'exam', 'faq', 'practice', 'reports', 'system'];
const PLATFORM = ['lib', 'http', 'errors', 'auth', 'realtime', 'providers', 'storage', 'data', 'db', 'seed', 'scripts'];
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const files = sources(SRC).map((file) => ({ name: relative(file), text: readFileSync(file, 'utf8') }));
const featureRoutes = files.filter((file) => file.name !== 'routes.ts' && file.name.endsWith('/routes.ts'));

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

  it('reads path parameters only through a contract', () => {
    expect(files.filter((file) => file.text.includes('ctx.params')).map((file) => file.name)).toEqual(['http/contract.ts']);
  });
});
