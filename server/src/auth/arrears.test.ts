import { readFile } from 'node:fs/promises';
import { FAQ_CALLS, PRACTICE_CALLS, type Endpoint, type SocketCall } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markArrears } from '../data/organisations.js';
import { insertSession } from '../data/sessions.js';
import { findUserByAccount } from '../data/users.js';
import type { Db } from '../db/client.js';
import { createRouters } from '../routes.js';
import { demoOrganisation } from '../../test/factories.js';
import { seededDatabase, startTestServer, type TestServer } from '../../test/harness.js';
import { demoScenarioId, emitWithAck, openPracticeSocket } from '../../test/practiceSocket.js';
import { systemClock } from '../clock.js';
import { ARREARS_EXEMPTIONS, ARREARS_OPEN_SOCKET_CALLS, ARREARS_STARTING_READS, refusedInArrears } from './arrears.js';
import { authenticateToken } from './session.js';
import { SessionCache } from './sessionCache.js';
import { hashToken, newSessionToken } from './token.js';

/**
 * An organisation in arrears (docs/billing.md "Arrears"), walked over every write of the shared
 * endpoint tables that the admin and learner routers serve: each is refused with 40320 and changes
 * no row, the exempt ones are not, and the organisation is served again once out of arrears. The
 * private edition never refuses. The doc's exemption list is held to the code here.
 */

const REFUSAL = { status: 403, errcode: 40320, errmsg: '账户已欠费，暂不能使用该功能，请联系客户经理' };
const AN_ID = '00000000-0000-4000-8000-000000000001';

type Group = 'admin' | 'learner';
interface Call {
  name: string;
  endpoint: Endpoint;
  group: Group;
}

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every endpoint of a table, named by its keys. */
function endpointsOf(table: object, prefix: string): [string, Endpoint][] {
  return Object.entries(table).flatMap(([key, value]): [string, Endpoint][] =>
    isEndpoint(value) ? [[`${prefix}.${key}`, value]] : typeof value === 'object' && value ? endpointsOf(value as object, `${prefix}.${key}`) : [],
  );
}

const routers = createRouters();
const layersOf = (group: Group) => routers[group].stack.filter((layer) => layer.methods.length > 0);
const hasArrearsGuard = (stack: readonly unknown[]) => stack.some((middleware) => typeof middleware === 'function' && 'arrears' in middleware);

/** The router an endpoint is served by, when it is the admin or learner one. */
function groupOf(endpoint: Endpoint): Group | undefined {
  return (['admin', 'learner'] as const).find((group) =>
    layersOf(group).some((layer) => String(layer.path) === `/${endpoint.path}` && layer.methods.includes(endpoint.method)),
  );
}

const CALLS: Call[] = [...endpointsOf(ADMIN_ENDPOINTS, 'admin'), ...endpointsOf(LEARNER_ENDPOINTS, 'learner')].flatMap(([name, endpoint]) => {
  const group = groupOf(endpoint);
  return group ? [{ name, endpoint, group }] : [];
});
const unique = (calls: Call[]) => [...new Map(calls.map((call) => [call.endpoint, call])).values()];
const REFUSED = unique(CALLS.filter((call) => refusedInArrears(call.endpoint)));
const EXEMPT = unique(CALLS.filter((call) => ARREARS_EXEMPTIONS.some((entry) => entry.endpoint === call.endpoint)));

let server: TestServer;
let db: Db;
let orgId: string;
const tokens: Record<Group, string> = { admin: '', learner: '' };

beforeAll(async () => {
  const template = await seededDatabase();
  const demoId = (await demoOrganisation(template.db)).id;
  await template.dispose();
  // No session cache: the mark set below is read by the next request (the ledger drops the cache itself).
  server = await startTestServer({ env: { SESSION_CACHE_MS: '0', FUNCTION_ALLOW_LISTS: JSON.stringify({ aireport: [demoId] }) } });
  db = server.database.db;
  orgId = (await demoOrganisation(db)).id;
  tokens.admin = await server.login('superadmin');
  tokens.learner = await server.login('learner01');
});
afterAll(() => server?.close());

/** Calls an endpoint with an empty JSON body and an id for every path parameter. */
async function send(target: TestServer, call: Call, token: string): Promise<{ status: number; errcode?: number; errmsg?: string }> {
  const path = `/${call.endpoint.path.replace(/:[A-Za-z_]+/g, AN_ID)}`;
  const write = call.endpoint.method !== 'GET';
  const response = await target.fetch(path, {
    method: call.endpoint.method,
    headers: { token, ...(write ? { 'Content-Type': 'application/json' } : {}) },
    ...(write ? { body: '{}' } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as { errcode?: number; errmsg?: string };
  return { status: response.status, errcode: body.errcode, errmsg: body.errmsg };
}

/** The number of rows of every table of the database. */
async function rowCounts(): Promise<Record<string, number>> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`))[0]!.n;
  return counts;
}

describe('the routes in arrears', () => {
  it('walks the writes of both tables, and every write of the routers is guarded or exempt', () => {
    expect(REFUSED.length).toBeGreaterThan(150);
    expect(REFUSED.some((call) => call.group === 'learner')).toBe(true);
    for (const group of ['admin', 'learner'] as const) {
      for (const layer of layersOf(group)) {
        const method = layer.methods.find((name) => name !== 'HEAD') ?? 'GET';
        const endpoint = CALLS.find((call) => `/${call.endpoint.path}` === String(layer.path) && call.endpoint.method === method)?.endpoint;
        const label = `${method} ${String(layer.path)}`;
        const guarded = hasArrearsGuard(layer.stack);
        if (method === 'GET') expect(guarded, label).toBe(ARREARS_STARTING_READS.some((read) => read === endpoint));
        else expect(guarded, label).toBe(!ARREARS_EXEMPTIONS.some((entry) => entry.endpoint === endpoint));
      }
    }
  });

  it('refuses every write that is not exempt with 40320, and changes nothing', async () => {
    expect(await markArrears(db, orgId, true)).toBe(true);
    const before = await rowCounts();
    for (const call of REFUSED) {
      expect(await send(server, call, tokens[call.group]), `${call.name}: ${call.endpoint.method} ${call.endpoint.path}`).toEqual(REFUSAL);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves the exempt calls open', async () => {
    expect(EXEMPT.length).toBeGreaterThan(5);
    const own = await server.login('learner02');
    for (const call of EXEMPT) {
      // Signing out is tried last, with a session of its own.
      if (call.endpoint === LEARNER_ENDPOINTS.session.logout) continue;
      expect((await send(server, call, tokens[call.group])).errcode, call.name).not.toBe(REFUSAL.errcode);
    }
    expect(await send(server, { name: 'logout', endpoint: LEARNER_ENDPOINTS.session.logout, group: 'learner' }, own)).toMatchObject({ status: 200 });
  });

  it('serves the organisation again once it is out of arrears', async () => {
    expect(await markArrears(db, orgId, false)).toBe(true);
    for (const call of REFUSED) expect((await send(server, call, tokens[call.group])).errcode, call.name).not.toBe(REFUSAL.errcode);
  });
});

/** Marks the organisation as the ledger does, forgetting its cached sessions when the mark changed. */
async function setArrears(deps: { db: typeof db; sessionCache: SessionCache }, orgId: string, inArrears: boolean): Promise<boolean> {
  const changed = await markArrears(deps.db, orgId, inArrears);
  if (changed) deps.sessionCache.dropOrganisation(orgId);
  return changed;
}

describe('the mark and the session cache', () => {
  it('is carried by a cached session and current at once when set with `setArrears`', async () => {
    const sessionCache = new SessionCache(60_000);
    const deps = { db, clock: systemClock, config: server.config, sessionCache };
    expect((await authenticateToken(deps, tokens.learner)).orgInArrears).toBe(false);
    expect(await setArrears(deps, orgId, true)).toBe(true);
    expect((await authenticateToken(deps, tokens.learner)).orgInArrears).toBe(true);
    expect(await setArrears(deps, orgId, true)).toBe(false);
    expect(await setArrears(deps, orgId, false)).toBe(true);
    expect((await authenticateToken(deps, tokens.learner)).orgInArrears).toBe(false);
  });
});

describe('the sockets in arrears', () => {
  const frame = Buffer.alloc(3200);
  /** A payload each call's schema accepts (`realtime/organisationEnd.test.ts` has every call's). */
  const payloadOf = (call: SocketCall, scenarioId: string): unknown =>
    call === PRACTICE_CALLS.start
      ? { scenarioId }
      : call.event.startsWith('faq:')
        ? { drillId: AN_ID, seq: 1, audio: frame }
        : { sessionId: AN_ID, text: '您好', seq: 0, heard: 0, audio: frame, submit: true };
  const socketCalls = [...Object.values(PRACTICE_CALLS), ...Object.values(FAQ_CALLS)] as SocketCall[];

  it('refuses each call that starts or advances a practice or drill, read afresh at each call, and accepts them after', async () => {
    const scenarioId = await demoScenarioId(server);
    const socket = await openPracticeSocket(server.url, tokens.learner);
    try {
      await markArrears(db, orgId, true);
      for (const call of socketCalls) {
        const ack = await emitWithAck(socket, call.event, payloadOf(call, scenarioId));
        if (ARREARS_OPEN_SOCKET_CALLS.has(call)) expect((ack as { errcode?: number }).errcode, call.event).not.toBe(REFUSAL.errcode);
        else expect(ack, call.event).toEqual({ ok: false, errcode: REFUSAL.errcode, errmsg: REFUSAL.errmsg });
      }
      await markArrears(db, orgId, false);
      const started = (await emitWithAck(socket, PRACTICE_CALLS.start.event, { scenarioId })) as { ok: boolean; sessionId?: string };
      expect(started).toMatchObject({ ok: true });
      await emitWithAck(socket, PRACTICE_CALLS.end.event, { sessionId: started.sessionId });
    } finally {
      socket.close();
    }
  });
});

describe('the private edition', () => {
  it('never refuses an organisation marked in arrears', async () => {
    const other = await startTestServer({ env: { EDITION: 'private', SESSION_CACHE_MS: '0' } });
    try {
      const otherDb = other.database.db;
      const org = await demoOrganisation(otherDb);
      await markArrears(otherDb, org.id, true);
      const token = newSessionToken();
      for (const account of ['superadmin', 'learner01']) {
        const { user } = (await findUserByAccount(otherDb, account))!;
        const now = new Date();
        await insertSession(otherDb, {
          orgId: org.id,
          userId: user.id,
          tokenHash: hashToken(`${token}${account}`),
          clientKind: 'pc',
          createdAt: now,
          lastSeenAt: now,
        });
      }
      const tokenOf = (group: Group) => `${token}${group === 'admin' ? 'superadmin' : 'learner01'}`;
      for (const call of REFUSED) expect((await send(other, call, tokenOf(call.group))).errcode, call.name).not.toBe(REFUSAL.errcode);
    } finally {
      await other.close();
    }
  });
});

describe('docs/billing.md "Arrears"', () => {
  it('lists the exempt calls and reads of the code', async () => {
    const doc = await readFile(new URL('../../../docs/billing.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Arrears')).split(/\n## /)[0] ?? '';
    const listed = (method: string, path: string) => section.includes(`\`${method} /${path}\``);
    for (const { endpoint } of ARREARS_EXEMPTIONS) expect(listed(endpoint.method, endpoint.path), `${endpoint.method} /${endpoint.path}`).toBe(true);
    for (const endpoint of ARREARS_STARTING_READS) expect(listed(endpoint.method, endpoint.path), endpoint.path).toBe(true);
    for (const call of ARREARS_OPEN_SOCKET_CALLS) expect(section.includes(`\`${call.event}\``), call.event).toBe(true);
    const paths = [...section.matchAll(/`(GET|POST|PUT|DELETE|PATCH) \/([^`]+)`/g)].map((match) => `${match[1]} ${match[2]}`);
    const known = [...ARREARS_EXEMPTIONS.map((entry) => entry.endpoint), ...ARREARS_STARTING_READS].map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(
      paths.filter((path) => !known.includes(path)),
      'calls the doc names that the code does not',
    ).toEqual([]);
  });
});
