import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { areasOnce, type AreaLoaders } from '../../api/areas.js';
import { createApiClient } from '../../api/client.js';
import { bindEndpoints, routesOf, type Endpoint } from '../../api/endpoint.js';
import type { Transport, TransportRequest } from '../../api/transport.js';
import { bindAreasLazily } from '../../api/areas.js';
import { LEARNER_ENDPOINTS } from '../index.js';
import { LEARNER_AREAS, LEARNER_ROUTES, learnerArea, type LearnerEndpoints } from './index.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The modules a module evaluates when imported: its value imports and re-exports, followed, not its `import()`s. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier;
    if (!isImport && !isExport) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith('.')) seen.add(specifier);
    else staticImports(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
  }
  return seen;
}

function client(answer: unknown = { successed: true }) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return { status: 200, data: answer };
  };
  return { requests, api: createApiClient({ transport, baseUrl: '', client: { browser: 'b', os: 'o', from: 'pc' }, getToken: () => 't' }) };
}

/** Arguments for any call: every path parameter filled in. */
const argsFor = (definition: Endpoint) => Object.fromEntries(Array.from(definition.path.matchAll(/:(\w+)/g), (match) => [match[1], '7']));

/** A call's outcome as data, to compare two bindings: the answer, or the failure's message. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: String(error instanceof Error ? error.message : error) }),
  );

describe('the learner table by area', () => {
  it('imports no area, no schema and no zod until an area is asked for', () => {
    const reached = [...staticImports(resolve(HERE, 'index.ts'))].map((path) => path.replace(resolve(HERE, '../..'), 'src'));
    expect(reached.filter((path) => path === 'zod' || path.includes('/schemas/') || /endpoints\/(?!lazy)/.test(path))).toEqual([]);
    // What it does import: the loader of areas, nothing heavier.
    expect(reached).toContain('src/api/areas.ts');
  });

  it('has a loader for every area of the table, each giving that area', async () => {
    expect(Object.keys(LEARNER_AREAS).sort()).toEqual(Object.keys(LEARNER_ENDPOINTS).sort());
    for (const group of Object.keys(LEARNER_AREAS) as (keyof LearnerEndpoints & string)[]) {
      expect(await learnerArea(group)).toBe(LEARNER_ENDPOINTS[group]);
    }
  });

  it('builds an area once, when its first call is made, and only that area', async () => {
    const loads: string[] = [];
    const counted = Object.fromEntries(
      Object.entries(LEARNER_AREAS).map(([group, load]) => [group, () => (loads.push(group), load())]),
    ) as unknown as AreaLoaders<LearnerEndpoints>;
    const { api } = client({ successed: true, percent: 50 });
    const learner = bindAreasLazily(api, areasOnce(counted));
    expect(loads).toEqual([]);
    await learner.training.avatar({}, { avatar: 'a.png' }).catch(() => undefined);
    await learner.training.mine().catch(() => undefined);
    expect(loads).toEqual(['training']);
  });

  it('has the route of every call of the table, as the table has it (pnpm --filter @peilian/shared routes writes them)', () => {
    expect(LEARNER_ROUTES).toEqual(routesOf(LEARNER_ENDPOINTS));
  });

  it('sends a call with routes before its area is built, and parses the answer once the area is in', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const loads: string[] = [];
    const slow = { ...LEARNER_AREAS, training: () => (loads.push('training'), held.then(LEARNER_AREAS.training)) } as AreaLoaders<LearnerEndpoints>;
    const { api, requests } = client({ successed: true, percent: 50 });
    const answer = bindAreasLazily(api, areasOnce(slow), LEARNER_ROUTES).training.mine();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/trainning/v3/mine']);
    expect(loads).toEqual(['training']);
    release();
    // Parsed by the area's schema: this answer is not the personal centre's.
    await expect(answer).rejects.toMatchObject({ issues: expect.any(Array) });
  });

  it("shows a call's answer as received to its onReceived before the area's schemas are in", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = { ...LEARNER_AREAS, training: () => held.then(LEARNER_AREAS.training) } as AreaLoaders<LearnerEndpoints>;
    const received: unknown[] = [];
    const { api } = client({ successed: true, banners: [{ image: 'b1.png' }], tasks: [] });
    const answer = bindAreasLazily(api, areasOnce(slow), LEARNER_ROUTES).training.centre({ platform: 'mobile' }, { onReceived: (body) => received.push(body) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ successed: true, banners: [{ image: 'b1.png' }], tasks: [] }]);
    release();
    await answer.catch(() => undefined);
    expect(received).toHaveLength(1);
  });

  it.each([
    ['without routes', undefined],
    ['with routes', LEARNER_ROUTES],
  ])('makes every call of every area as the eagerly bound table does, and parses its answer the same (%s)', async (_, routes) => {
    for (const answer of [{ successed: true }, { successed: true, data: [], list: [], total: 0 }]) {
      const eager = client(answer);
      const lazy = client(answer);
      const eagerCalls = bindEndpoints(eager.api, LEARNER_ENDPOINTS) as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
      const lazyCalls = bindAreasLazily(lazy.api, learnerArea, routes) as unknown as typeof eagerCalls;
      for (const [group, area] of Object.entries(LEARNER_ENDPOINTS)) {
        for (const [name, definition] of Object.entries(area as Record<string, Endpoint>)) {
          if (definition.multipart) continue;
          const args = definition.body ? [argsFor(definition), {}] : [argsFor(definition)];
          expect(await outcome(lazyCalls[group]![name]!(...args)), `${group}.${name}`).toEqual(await outcome(eagerCalls[group]![name]!(...args)));
        }
      }
      expect(lazy.requests).toEqual(eager.requests);
      expect(lazy.requests.length).toBeGreaterThan(60);
    }
  });

  it('keeps the types of the eagerly bound table', () => {
    const { api } = client();
    expectTypeOf(bindAreasLazily(api, learnerArea)).toEqualTypeOf(bindEndpoints(api, LEARNER_ENDPOINTS));
  });
});
