import { canUseFunction, createTranslator, importResponseSchema } from '@peilian/shared';
import ExcelJS from 'exceljs';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FUNCTION_KEYS, permissionContext, permissionUser, type FunctionGuard } from './functions.js';
import { findDepartmentInOrg, insertDepartment } from '../data/departments.js';
import { findOrganisationById } from '../data/organisations.js';
import { findUserPosition, insertPosition, setUserPositions } from '../data/positions.js';
import { findUserByAccount } from '../data/users.js';
import { users, type UserRow } from '../db/schema/index.js';
import { createRouters } from '../routes.js';
import { postImport, readWorkbook } from '../../test/importClient.js';
import { startReportServer, type ReportServer } from '../../test/reportServer.js';
import { tenantFixtures } from '../../test/tenantFixtures.js';
import { KINDS, type Fixtures, type Target } from '../../test/tenantKinds.js';
import { newUser, salesDepartment } from '../../test/tenantRecords.js';

/**
 * Data permission over every admin read (admin §6; docs/people.md "Data permission"). The routes
 * are read from the admin router, so a new one is covered the day it is added. In the demo
 * organisation with its history, every learner but one is renamed `OUTSIDER-…`; a manager holding
 * every function, with a position over `learner01` alone, calls each GET route the top
 * administrator calls. Where the top administrator's answer names an outsider (JSON, or the cells
 * of an exported workbook), the manager's must name none. Outsiders: the history's learners
 * (another department), a holder of the manager's own position in the manager's department, a
 * holder of a subordinate position in another department, and one with no position.
 */

const OUTSIDER = 'OUTSIDER-';
const INSIDER = 'INSIDER-learner01';
const PARAMS = /:[A-Za-z_][A-Za-z0-9_]*/g;

interface ReadRoute {
  path: string;
  functions: readonly string[];
}

/** Every GET route of the admin router with the function keys its guard asks for. */
function adminReads(): ReadRoute[] {
  return createRouters()
    .admin.stack.filter((layer) => layer.methods.includes('GET'))
    .map((layer) => {
      const guard = layer.stack.find((middleware): middleware is FunctionGuard => 'access' in middleware);
      return { path: String(layer.path), functions: guard?.access.functions ?? [] };
    });
}

/** A GET route's kind, as the cross-organisation suite names it (`admin/…/:id`). */
const kindOf = (path: string) => /^\/api\/(.*:[A-Za-z_][A-Za-z0-9_]*)/.exec(path)?.[1];

let report: ReportServer;
let fx: Fixtures;
let manager: UserRow;
let outsiders: UserRow[];

async function answerText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('spreadsheetml')) return (await readWorkbook(await response.arrayBuffer())).flat().join('\n');
  return response.text();
}

async function get(path: string, token: string, target?: Target): Promise<{ status: number; text: string }> {
  const filled = path.replace(PARAMS, (param) => encodeURIComponent(target?.params[param.slice(1)] ?? ''));
  const query = target?.query ? `?${new URLSearchParams(target.query).toString()}` : '';
  const response = await report.server.fetch(`${filled}${query}`, { headers: { token, 'Accept-Language': 'en' } });
  return { status: response.status, text: await answerText(response) };
}

/** Places a user: a department and a position (or none). */
async function place(user: UserRow, departmentId: string, positionId: string | null): Promise<void> {
  await fx.db.update(users).set({ departmentId }).where(eq(users.id, user.id));
  if (positionId) await setUserPositions(fx.db, fx.orgId, [{ userId: user.id, positionId }]);
}

beforeAll(async () => {
  report = await startReportServer();
  fx = await tenantFixtures(report.server);
  const { db, orgId } = fx;
  const north = await insertDepartment(db, { orgId, name: '数据权限华北区', parentId: null });
  const team = await insertDepartment(db, { orgId, name: '数据权限一组', parentId: north.id });
  const lead = await insertPosition(db, { orgId, name: '数据权限主管', parentId: null });
  const rep = await insertPosition(db, { orgId, name: '数据权限专员', parentId: lead.id });

  // Every learner is an outsider by name, but learner01 (the demo records of the kinds are theirs).
  await db
    .update(users)
    .set({ name: OUTSIDER })
    .where(and(eq(users.orgId, orgId), eq(users.funcs, ''), eq(users.orgowner, 0), eq(users.isadmin, 0), ne(users.id, fx.learner.id)));
  await db.update(users).set({ name: INSIDER }).where(eq(users.id, fx.learner.id));
  await place(fx.learner, team.id, rep.id);

  const flags = { aillm: 1, openai: 1, voiceprint: 1 };
  manager = await newUser(fx, { name: 'DP-manager', funcs: ALL_FUNCTION_KEYS.join(','), ...flags });
  await place(manager, north.id, lead.id);
  manager = { ...manager, departmentId: north.id };
  const peer = await newUser(fx, { name: `${OUTSIDER}peer` });
  await place(peer, north.id, lead.id);
  const elsewhere = await newUser(fx, { name: `${OUTSIDER}elsewhere` });
  await place(elsewhere, (await salesDepartment(fx)).id, rep.id);
  const unplaced = await newUser(fx, { name: `${OUTSIDER}unplaced` });
  await place(unplaced, team.id, null);
  outsiders = [peer, elsewhere, unplaced];
  await report.refresh();

  const owner = await fx.token('owner01');
  const on = await report.server.fetch('/api/admin/system/setting/datapermission', {
    method: 'PUT',
    headers: { token: owner, 'Content-Type': 'application/json' },
    body: JSON.stringify({ datapermission: 1 }),
  });
  expect(on.status).toBe(200);
});
afterAll(() => report?.server.close());

describe('data permission over every admin read', () => {
  const reads = adminReads();
  /** Routes whose top-administrator answer named an outsider: the ones the suite really checked. */
  const checked = new Set<string>();

  it('finds the admin reads', () => {
    expect(reads.length).toBeGreaterThan(60);
  });

  for (const route of reads) {
    it(`GET ${route.path}: the manager sees no outsider`, async () => {
      const org = (await findOrganisationById(fx.db, fx.orgId))!;
      const context = permissionContext(report.server.config, org);
      const holds = route.functions.some((key) => key === '*' || canUseFunction(permissionUser(manager), key, context));
      if (!holds) {
        // Only the platform's own functions are out of an organisation's reach.
        expect(
          route.functions.every((key) => !canUseFunction(permissionUser({ ...manager, orgowner: 1 }), key, context)),
          route.path,
        ).toBe(true);
        return;
      }
      const kind = kindOf(route.path);
      const target = kind ? await KINDS[kind]?.find(fx) : undefined;
      if (kind) expect(target, `a known kind for ${route.path}`).toBeDefined();
      const top = await get(route.path, await fx.token(fx.admin.account), target);
      const mine = await get(route.path, await fx.token(manager.account), target);
      expect(mine.status, mine.text.slice(0, 300)).toBeLessThan(500);
      if (!top.text.includes(OUTSIDER)) return;
      checked.add(route.path);
      const at = mine.text.indexOf(OUTSIDER);
      expect(at, `the manager's answer names an outsider: …${mine.text.slice(Math.max(0, at - 200), at + 100)}…`).toBe(-1);
    });
  }

  it('checked the people lists, the reports, the results and their exports', () => {
    for (const path of [
      '/api/admin/organization/userlist',
      '/api/admin/organization/userpicker',
      '/api/admin/organization/user/export',
      '/api/admin/v3/report/student',
      '/api/admin/v3/report/student/export',
      '/api/admin/v3/faq/drill',
      '/api/admin/log/login',
      '/api/admin/log/login/export',
    ]) {
      expect(checked, path).toContain(path);
    }
  });
});

describe('what the manager still sees and does', () => {
  const t = createTranslator('en');
  const as = async (path: string, init: RequestInit = {}) =>
    report.server.fetch(path, {
      ...init,
      headers: { token: await fx.token(manager.account), 'Accept-Language': 'en', 'Content-Type': 'application/json', ...init.headers },
    });

  it('lists only themselves and the subordinate, and finds no outsider by id', async () => {
    const list = (await (await as('/api/admin/organization/userlist?rows=100')).json()) as { rows: { name: string }[]; total: number };
    expect(list.rows.map((row) => row.name).sort()).toEqual(['DP-manager', INSIDER]);
    expect(list.total).toBe(2);
    expect((await as(`/api/admin/organization/user/${fx.learner.id}`)).status).toBe(200);
    for (const outsider of outsiders) {
      expect((await as(`/api/admin/organization/user/${outsider.id}`)).status).toBe(404);
      expect((await as(`/api/admin/v3/report/student/${outsider.id}`)).status).toBe(404);
    }
    expect((await as(`/api/admin/v3/report/student/${fx.learner.id}`)).status).toBe(200);
  });

  it('counts only the subordinate in the reports', async () => {
    const students = (await (await as('/api/admin/v3/report/student?rows=100')).json()) as { total: number; rows: { name: string }[] };
    expect(students.rows.map((row) => row.name)).toEqual([INSIDER]);
  });

  it('cannot move a user out of sight, nor change or sign in as an outsider', async () => {
    const outsider = outsiders[0]!;
    const batch = await as('/api/admin/organization/user/batchupdate', { method: 'POST', body: JSON.stringify({ ids: [outsider.id], disabled: 1 }) });
    expect(batch.status).toBe(404);
    const code = await as('/api/admin/organization/authcode', { method: 'POST', body: JSON.stringify({ userid: outsider.id }) });
    expect(code.status).toBe(404);
    const sales = await salesDepartment(fx);
    const moved = await as('/api/admin/organization/user/batchset', { method: 'POST', body: JSON.stringify({ ids: [fx.learner.id], departmentid: sales.id }) });
    expect(moved.status).toBe(403);
    expect(((await moved.json()) as { errmsg: string }).errmsg).toBe(t('errors.outsideDataScope'));
    const [row] = await fx.db.select().from(users).where(eq(users.id, fx.learner.id));
    expect(row?.departmentId).not.toBe(sales.id);
  });

  it('cannot widen its own scope by any write: itself, a department or a position moved to where it sees more', async () => {
    const { db, orgId } = fx;
    // A user manager narrowed as the manager is: in its department, in its position.
    const narrow = await newUser(fx, { name: 'DP-user-manager', funcs: 'adminuser' });
    await place(narrow, manager.departmentId!, (await findUserPosition(db, orgId, manager.id))!.id);
    const token = await fx.token(narrow.account);
    const call = (path: string, method: string, body?: unknown) =>
      report.server.fetch(path, {
        method,
        headers: { token, 'Accept-Language': 'en', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const sales = await salesDepartment(fx);
    const root = (await findDepartmentInOrg(db, orgId, sales.parentId!))!;
    const lead = (await findUserPosition(db, orgId, manager.id))!;
    const stranger = await insertPosition(db, { orgId, name: '数据权限外岗', parentId: null });
    await place(await newUser(fx, { name: `${OUTSIDER}stranger` }), manager.departmentId!, stranger.id);
    const refused = async (path: string, method: string, body: unknown) => {
      const answer = await call(path, method, body);
      expect(answer.status, path).toBe(403);
      expect(((await answer.json()) as { errmsg: string }).errmsg).toBe(t('errors.dataScopeWidened'));
    };
    const visible = async () => ((await (await call('/api/admin/organization/userlist?rows=100', 'GET')).json()) as { total: number }).total;
    const seen = await visible();

    await refused(`/api/admin/organization/user/${narrow.id}`, 'PUT', {
      account: narrow.account,
      name: narrow.name,
      departmentid: root.id,
      positionid: lead.id,
    });
    await refused('/api/admin/organization/user/batchset', 'POST', { ids: [narrow.id], departmentid: root.id });
    await refused(`/api/admin/organization/position/${stranger.id}`, 'PUT', { parentid: lead.id });
    await refused(`/api/admin/organization/department/${sales.id}`, 'PUT', { parentid: manager.departmentId });
    expect(await visible()).toBe(seen);
    expect((await findDepartmentInOrg(db, orgId, sales.id))?.parentId).toBe(sales.parentId);
    const [self] = await db.select().from(users).where(eq(users.id, narrow.id));
    expect(self?.departmentId).toBe(manager.departmentId);

    // An invite code places those who join: only where it would still see them.
    const rep = (await findUserPosition(db, orgId, fx.learner.id))!;
    const [placed] = await db.select().from(users).where(eq(users.id, fx.learner.id));
    const invite = (departmentid: string, positionid: string) =>
      call('/api/admin/organization/invitecode', 'POST', { title: '数据权限邀请', maxcount: 1, departmentid, positionid });
    const outside = await invite(sales.id, rep.id);
    expect(outside.status).toBe(403);
    expect(((await outside.json()) as { errmsg: string }).errmsg).toBe(t('errors.outsideDataScope'));
    expect((await invite(placed!.departmentId!, lead.id)).status).toBe(403);
    expect((await invite(placed!.departmentId!, rep.id)).status).toBe(200);

    // What shows it nobody new still works: an empty position moved under its own.
    const empty = await insertPosition(db, { orgId, name: '数据权限空岗', parentId: null });
    const moved = await call(`/api/admin/organization/position/${empty.id}`, 'PUT', { parentid: lead.id });
    expect(moved.status, await moved.clone().text()).toBe(200);
  });

  it('imports only rows it would still see: a department of its own and a position below its own', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('用户');
    sheet.addRow(['姓名', '工号', '性别', '部门', '账号', '密码', '手机号', '角色', '邮箱', '有效期', '岗位', '备注']);
    const row = (account: string, department: string, position: string) =>
      sheet.addRow([account, '', 1, department, account, 'Passw0rd!', '', '', '', '', position, '']);
    row('dpimport_ok', '数据权限一组', '数据权限专员');
    row('dpimport_peer', '数据权限一组', '数据权限主管');
    row('dpimport_none', '数据权限一组', '');
    row('dpimport_sales', '总部/销售部', '数据权限专员');
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const answer = await postImport(
      report.server.fetch,
      await fx.token(manager.account),
      '/api/admin/organization/user/import?step=import&mode=1',
      file,
      'users.xlsx',
      'en',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = importResponseSchema.parse(answer.body);
    expect(body.insertcount).toBe(1);
    const issues = (rowNumber: number) => body.rows.find((found) => found.row === rowNumber)?.errors.map((issue) => issue.message) ?? [];
    expect(issues(3)).toContain(t('people.import.positionNotAllowed'));
    expect(issues(4)).toContain(t('people.import.positionNotAllowed'));
    expect(issues(5)).toContain(t('people.import.departmentNotAllowed', { value: '总部/销售部' }));
    for (const account of ['dpimport_peer', 'dpimport_none', 'dpimport_sales']) expect(await findUserByAccount(fx.db, account)).toBeUndefined();
    expect(await findUserByAccount(fx.db, 'dpimport_ok')).toBeDefined();
  });

  it('cannot turn data permission off, though it holds the settings; a bad value changes nothing', async () => {
    const off = await as('/api/admin/system/setting/datapermission', { method: 'PUT', body: JSON.stringify({ datapermission: 0 }) });
    expect(off.status).toBe(403);
    const owner = await fx.token('owner01');
    const bad = await report.server.fetch('/api/admin/system/setting/datapermission', {
      method: 'PUT',
      headers: { token: owner, 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
      body: JSON.stringify({ datapermission: 'yes' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errmsg: string }).errmsg).toContain(createTranslator('zh-CN')('validation.flagInvalid'));
    const read = (await (await as('/api/admin/system/setting/datapermission')).json()) as { datapermission: number };
    expect(read.datapermission).toBe(1);
  });

  it('sees everyone again when the organisation turns data permission off', async () => {
    const owner = await fx.token('owner01');
    const put = (datapermission: number) =>
      report.server.fetch('/api/admin/system/setting/datapermission', {
        method: 'PUT',
        headers: { token: owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ datapermission }),
      });
    const total = async () => ((await (await as('/api/admin/organization/userlist?rows=100')).json()) as { total: number }).total;
    const seen = await total();
    expect((await put(0)).status).toBe(200);
    const list = (await (await as('/api/admin/organization/userlist?rows=100')).json()) as { total: number };
    expect(list.total).toBeGreaterThan(30);
    expect((await put(1)).status).toBe(200);
    expect(await total()).toBe(seen);
  });
});
