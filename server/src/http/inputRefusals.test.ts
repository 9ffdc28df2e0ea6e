import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserInOrg } from '../data/users.js';
import { createRouters } from '../routes.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { tenantFixtures } from '../../test/tenantFixtures.js';
import { KINDS, type Fixtures } from '../../test/tenantKinds.js';

/**
 * Inputs the spec does not allow are refused with a message that says why, in the caller's
 * language, and change nothing (docs/security.md "Smaller openings"): the disable routes' flag,
 * names that would display as something else, and values whose message was a bare placeholder.
 */

let server: TestServer;
let fx: Fixtures;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer();
  fx = await tenantFixtures(server);
  admin = adminCaller(server.fetch, await fx.token(fx.admin.account));
});
afterAll(() => server?.close());

type Language = 'zh-CN' | 'en';

interface DisableRoute {
  method: string;
  path: string;
  /** The record kind of the path (`test/tenantKinds.ts`). */
  kind: string;
}

/** Every disable route of the back office, from the admin router: a new one is walked once registered. */
function disableRoutes(): DisableRoute[] {
  return createRouters()
    .admin.stack.filter((layer) => layer.methods.length > 0 && String(layer.path).endsWith('/disable'))
    .map((layer) => {
      const path = String(layer.path);
      return { method: layer.methods.find((name) => name !== 'HEAD') ?? 'POST', path, kind: path.slice('/api/'.length, -'/disable'.length) };
    });
}

/** The call with `value`: the JSON body's `disabled`, or the word libraries' `?status=` (their PUT routes). */
function disable(route: DisableRoute, id: string, value: unknown, language: Language) {
  const path = route.path.replace(':id', encodeURIComponent(id));
  if (route.method === 'PUT') return admin('PUT', `${path}?status=${String(value)}`, undefined, language);
  return admin(route.method, path, { disabled: value }, language);
}

const FLAG_MESSAGES: Record<Language, string> = { 'zh-CN': '状态只能是0（启用）或1（禁用）', en: 'The state must be 0 (enabled) or 1 (disabled)' };
const routes = disableRoutes();

describe('the disable routes', () => {
  it('are all found in the router, each with a record kind the suite can find', () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const route of routes) expect(KINDS[route.kind], `${route.method} ${route.path}`).toBeDefined();
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses null, "", 2, false and true and changes nothing',
    async (_label, route) => {
      const kind = KINDS[route.kind]!;
      const target = await (kind.copy ?? kind.find)(fx);
      const before = await kind.read(fx, target);
      for (const [value, language] of [
        [null, 'zh-CN'],
        ['', 'en'],
        [2, 'zh-CN'],
        // The spec's flag is 0/1: a boolean is no flag (`false` once enabled the record).
        [false, 'en'],
        [true, 'zh-CN'],
      ] as const) {
        const answer = await disable(route, target.params.id!, value, language);
        expect(answer, JSON.stringify(value)).toMatchObject({ status: 400, body: { successed: false, errcode: 40002, detail: [FLAG_MESSAGES[language]] } });
      }
      expect(await kind.read(fx, target)).toEqual(before);
    },
  );
});

/** A bidi override, an isolate pair, a lone high and a lone low surrogate. */
const UNSAFE_NAMES = ['张\u202E三', '\u2066王五\u2069', '李\uD800四', '\uDC00赵六'];
const NAME_MESSAGES: Record<Language, string> = {
  'zh-CN': '名称不能包含改变文字方向的控制字符或无效字符',
  en: 'Names cannot contain text-direction control characters or invalid characters',
};

/** A name field of each kind: the call that would store `name`. */
const NAMED: Record<string, (name: string) => [method: string, path: string, body: Record<string, unknown>]> = {
  user: (name) => ['PUT', `/api/admin/organization/user/${fx.learner.id}`, { account: fx.learner.account, name }],
  department: (name) => ['POST', '/api/admin/organization/department', { name }],
  role: (name) => ['POST', '/api/admin/organization/role', { name, type: 0 }],
  catalogue: (name) => ['POST', '/api/admin/material/catalog', { type: 5, name }],
  customer: (name) => ['POST', '/api/admin/voice/customer', { name }],
  'scoring rule': (name) => ['POST', '/api/admin/voice/scorerule', { name, items: [{ name: '关键词', weight: 100, min: 0, max: 100 }] }],
};

describe('names', () => {
  it.each(Object.keys(NAMED))('of a %s refuse bidi controls and unpaired surrogates in the caller language', async (kind) => {
    for (const [index, name] of UNSAFE_NAMES.entries()) {
      const language = index % 2 === 0 ? 'zh-CN' : 'en';
      const [method, path, body] = NAMED[kind]!(name);
      expect(await admin(method, path, body, language), name).toMatchObject({ status: 400, body: { errcode: 40002, detail: [NAME_MESSAGES[language]] } });
    }
    expect((await findUserInOrg(fx.db, fx.orgId, fx.learner.id))?.user.name).toBe(fx.learner.name);
  });

  it('keep accepting plain names, emoji and other scripts included', async () => {
    const [method, path, body] = NAMED.department!('销售部 🚗 Ventes');
    expect((await admin(method, path, body)).status).toBe(200);
  });
});

describe('validation messages', () => {
  it('fill every placeholder for the values whose message was a bare {detail}', async () => {
    const scene = await KINDS['admin/material/scene/:id']!.find(fx);
    const calls = [`/api/admin/material/speech?difficulty=9`, `/api/admin/v3/faq?disabled=7`, `/api/admin/material/scene/${scene.params.id}/export?format=pdf`];
    for (const path of calls) {
      for (const [language, invalid] of [
        ['zh-CN', '取值无效'],
        ['en', 'Invalid value'],
      ] as const) {
        const answer = await admin('GET', path, undefined, language);
        expect(answer, path).toMatchObject({ status: 400, body: { errcode: 40002 } });
        expect(answer.body.errmsg, path).not.toMatch(/[{}]/);
        expect(answer.body.errmsg, path).toContain(invalid);
      }
    }
  });
});
