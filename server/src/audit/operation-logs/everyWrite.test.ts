import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.js';
import type { DeclaredRoute } from '../../http/contract.js';
import { createRouters } from '../../routes.js';
import { fakeWechatEnv, startFakeWechat, type FakeWechat } from '../../../test/fakes/wechat.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { questionBody } from '../../../test/examClient.js';
import { faqBody } from '../../../test/faqClient.js';
import { tenantFixtures } from '../../../test/tenantFixtures.js';
import { KINDS, pathKind, type Fixtures, type Target } from '../../../test/tenantKinds.js';

/**
 * The operation log of every write of the back office (docs/security.md "Operation log"), read from
 * the admin router: each route whose method writes is mounted as an operation, and a call of it by
 * the demo organisation's top administrator — a new record of the route's kind where it names one,
 * else an empty body — writes exactly one operation row when it succeeds and none when it is
 * refused. A route mounted on the admin router without the route contract fails here.
 */

interface WriteRoute {
  method: string;
  path: string;
  operation: boolean;
  /** The kinds the request names: its path's, then each declared body or query id field. */
  kinds: string[];
}

const PARAMS = /:[A-Za-z_][A-Za-z0-9_]*/g;

let made = 0;
/** A name no earlier call has used. */
const fresh = (prefix: string) => `${prefix}${(made += 1)}`;

/** Bodies of writes that name no record but need one to succeed (creations, lists of words): the rest are called with `{}`. */
const BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/admin/organization/department': () => ({ name: fresh('审计部门'), parentid: '' }),
  'POST /api/admin/organization/position': () => ({ name: fresh('审计岗位'), parentid: '' }),
  'POST /api/admin/organization/role': () => ({ name: fresh('审计角色'), type: 0 }),
  'POST /api/admin/material/speech': () => ({ category: '新增', text: `${fresh('审计话术')}。` }),
  'POST /api/admin/voice/customer': () => ({ name: fresh('审计客户') }),
  'POST /api/admin/organization/synonyms': () => ({ base: fresh('审计同义'), words: fresh('审计近义') }),
  'POST /api/admin/organization/hotword': () => ({ word: fresh('审计热词'), replace: '', homophone: 0 }),
  'POST /api/admin/voice/scorerule': () => ({ name: fresh('审计评分'), items: [{ name: '关键词', weight: 100, min: 0, max: 100 }] }),
  'PUT /api/admin/system/setting/words/sensitive': () => ({ words: ['骗子'] }),
  'PUT /api/admin/system/setting/words/polite': () => ({ words: ['您好'] }),
  'POST /api/admin/v3/faq': () => faqBody({ question: `${fresh('审计问题')}？` }),
  'POST /api/admin/study/question': () => questionBody({ text: `${fresh('审计试题')}？` }),
};

function writeRoutes(): WriteRoute[] {
  return createRouters()
    .admin.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD' && method !== 'GET').map((method) => ({ layer, method })))
    .map(({ layer, method }) => {
      const path = String(layer.path);
      const declared = layer.stack.at(-1) as Partial<DeclaredRoute> | undefined;
      const kind = pathKind(path);
      const fields = (declared?.targets ?? []).filter((field) => !field.startsWith('params.'));
      return { method, path, operation: declared?.operation === true, kinds: [...(kind ? [kind] : []), ...fields] };
    });
}

let server: TestServer;
let wechat: FakeWechat;
let fx: Fixtures;

beforeAll(async () => {
  wechat = await startFakeWechat();
  server = await startTestServer({ env: fakeWechatEnv(wechat.url) });
  fx = await tenantFixtures(server);
});
afterAll(async () => {
  await server?.close();
  await wechat?.close();
});

/** A target naming a new record of each of the route's kinds (else an existing one), or nothing. */
async function targetOf(route: WriteRoute): Promise<Target> {
  const target: Target = { params: {}, body: BODIES[`${route.method} ${route.path}`]?.() };
  for (const kind of route.kinds) {
    const found = KINDS[kind];
    if (!found) continue;
    const part = await (found.copy ?? found.find)(fx);
    Object.assign(target.params, part.params);
    if (part.query) target.query = { ...target.query, ...part.query };
    if (part.body) target.body = { ...target.body, ...part.body };
  }
  return target;
}

async function call(route: WriteRoute, target: Target): Promise<{ status: number; text: string }> {
  const path = route.path.replace(PARAMS, (param) => encodeURIComponent(target.params[param.slice(1)] ?? ''));
  const query = target.query ? `?${new URLSearchParams(target.query).toString()}` : '';
  const response = await server.fetch(`${path}${query}`, {
    method: route.method,
    redirect: 'manual',
    headers: { token: await fx.token(fx.admin.account), 'Accept-Language': 'en', 'Content-Type': 'application/json' },
    body: JSON.stringify(target.body ?? {}),
  });
  return { status: response.status, text: await response.text() };
}

const ofOrganisation = () => eq(operationLogs.orgId, fx.orgId);

describe('the operation log of every admin write', () => {
  const routes = writeRoutes();
  const succeeded: string[] = [];

  it('mounts every write of the admin router as an operation', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !route.operation).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}: one operation row when it succeeds, none when it is refused`, async () => {
      const target = await targetOf(route);
      await fx.db.delete(operationLogs).where(ofOrganisation());
      const answer = await call(route, target);
      const said = `${answer.status} ${answer.text.slice(0, 200)}`;
      expect(answer.status, said).toBeLessThan(500);
      const written = await fx.db.select().from(operationLogs).where(ofOrganisation());
      if (answer.status >= 400) {
        expect(written, `refused (${said}): nothing logged`).toEqual([]);
        return;
      }
      succeeded.push(`${route.method} ${route.path}`);
      expect(written, `succeeded (${said}): exactly one row`).toHaveLength(1);
      const [row] = written;
      expect(row).toMatchObject({ method: route.method, route: route.path.slice(1), account: fx.admin.account });
      const named = Object.values(target.params)[0];
      if (named) expect(row?.recordId).toBe(named);
    });
  }

  it('calls enough writes successfully to mean something', () => {
    expect(succeeded.length, succeeded.join('\n')).toBeGreaterThan(45);
  });
});
