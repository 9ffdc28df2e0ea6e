import {
  changeFields,
  createTranslator,
  operationChangesResponseSchema,
  operationLogListResponseSchema,
  operationText,
  type Language,
  type OperationLogRow,
} from '@peilian/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogChanges, operationLogs, type UserRow } from '../../db/schema/index.js';
import { reportRows } from '../../data/reportRows.js';
import { createLogger } from '../../logger.js';
import { createLogPurgeJob } from '../login-logs/purgeJob.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { faqRow, faqWorkbook } from '../../../test/faqClient.js';
import { postImport, readWorkbook } from '../../../test/importClient.js';
import { adminCaller, sealPasswordPair } from '../../../test/peopleClient.js';

const LIST = '/api/admin/log/operation';
const zh = createTranslator('zh-CN');
const DEPARTMENT = '/api/admin/organization/department';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let ownerToken: string;
let ownerUser: UserRow;
let departmentId: string;
const clock = new ManualClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  ownerUser = (await server.database.db.query.users.findFirst({ where: (users, { eq: is }) => is(users.account, 'owner01') }))!;
});
afterAll(() => server?.close());

async function listed(query: Record<string, string>): Promise<{ rows: OperationLogRow[]; total: number }> {
  const answer = await owner('GET', `${LIST}?${new URLSearchParams(query).toString()}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return operationLogListResponseSchema.parse(answer.body);
}

async function changesOf(id: string) {
  const answer = await owner('GET', `${LIST}/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return operationChangesResponseSchema.parse(answer.body);
}

describe('what an operation records', () => {
  it('records a new department: who, when, the function, the record, and the row it added', async () => {
    const created = await owner('POST', DEPARTMENT, { name: '审计测试部', parentid: '' });
    expect(created.status).toBe(200);
    const id = (created.body.department as { id: string }).id;
    departmentId = id;
    const { rows } = await listed({ record: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      account: 'owner01',
      name: ownerUser.name,
      function: 'adminuser',
      method: 'POST',
      route: 'api/admin/organization/department',
      recordId: id,
      time: clock.now().toISOString(),
      changes: 1,
    });
    const changes = await changesOf(rows[0]!.id);
    expect(changes.rows).toEqual([
      expect.objectContaining({ table: 'departments', action: 'insert', rowId: id, before: null, after: expect.objectContaining({ name: '审计测试部' }) }),
    ]);
  });

  it('shows an update as the changed fields only, and never a password', async () => {
    clock.advance(1_000);
    const renamed = await owner('PUT', `${DEPARTMENT}/${departmentId}`, { name: '审计测试二部', parentid: '' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const [rename] = (await listed({ record: departmentId })).rows;
    expect((await changesOf(rename!.id)).rows).toEqual([
      { table: 'departments', action: 'update', rowId: departmentId, before: { name: '审计测试部' }, after: { name: '审计测试二部' } },
    ]);
    // The drawer names records, not ids: the new sub-department and the department above it.
    const sub = await owner('POST', DEPARTMENT, { name: '审计子部', parentid: departmentId });
    const [added] = (await listed({ record: (sub.body.department as { id: string }).id })).rows;
    const subChanges = await changesOf(added!.id);
    const time = (instant: string) => instant;
    expect(changeFields(zh, subChanges.rows[0]!, { names: subChanges.names, time })).toEqual(
      expect.arrayContaining([
        { key: 'name', label: '名称', before: '—', after: '审计子部' },
        { key: 'parent_id', label: '上级', before: '—', after: '审计测试二部' },
      ]),
    );
    expect(subChanges.names[subChanges.rows[0]!.rowId]).toBe('审计子部');

    const user = await createUser(server.database.db, { name: '审计学员甲' });
    const reset = await owner('POST', `/api/admin/organization/user/${user.id}/reset`, await sealPasswordPair(server.fetch, 'Audit@2026x'));
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    const { rows } = await listed({ record: user.id });
    expect(rows.map((row) => row.route)).toEqual(['api/admin/organization/user/:id/reset']);
    const resetChanges = await changesOf(rows[0]!.id);
    expect(resetChanges.rows.some((change) => change.table === 'users' && change.rowId === user.id)).toBe(true);
    expect(JSON.stringify(resetChanges)).not.toMatch(/password|argon2/);
  });

  it('records nothing of a refused write, and nothing of what a refused write had changed', async () => {
    const before = await listed({});
    expect((await owner('POST', DEPARTMENT, { name: '' })).status).toBe(400);
    const mine = (await server.database.db.query.users.findFirst({ where: (users, { eq: is }) => is(users.account, 'owner01') }))!;
    const other = await createUser(server.database.db, { name: '审计学员丙' });
    // All or none: the batch names the caller, so the other user is not deleted either.
    const batch = await owner('POST', '/api/admin/organization/user/batchdelete', { ids: [other.id, mine.id] });
    expect(batch.status).toBe(400);
    expect((await listed({})).total).toBe(before.total);
    expect((await server.database.db.query.users.findFirst({ where: (users, { eq: is }) => is(users.id, other.id) }))?.deletedAt).toBeNull();
  });

  it('logs an import once, with every row it added; its preview changed nothing and is no operation', async () => {
    const file = await faqWorkbook([faqRow({ question: '审计导入问题一？', answer: '答案一' }), faqRow({ question: '审计导入问题二？', answer: '答案二' })]);
    const importAs = (step: string) => postImport(server.fetch, ownerToken, `/api/admin/v3/faq/import?step=${step}&mode=1`, file, 'faq.xlsx');
    const before = (await listed({ function: 'questionbank' })).total;
    expect((await importAs('preview')).status).toBe(200);
    clock.advance(1_000);
    expect((await importAs('import')).status).toBe(200);
    const { rows } = await listed({ function: 'questionbank' });
    expect(rows.length - before).toBe(1);
    expect(rows[0]).toMatchObject({ route: 'api/admin/v3/faq/import', verb: 'import' });
    expect(operationText(zh, rows[0]!)).toBe('导入 问答 审计导入问题一？、审计导入问题二？');
    const added = (await changesOf(rows[0]!.id)).rows.filter((change) => change.table === 'faqs' && change.action === 'insert');
    expect(added.map((change) => change.after?.question).sort()).toEqual(['审计导入问题一？', '审计导入问题二？']);
  });

  it('says what was done to which records, by name, in the reader’s language: a batch delete and its restore', async () => {
    const { db } = server.database;
    const people = [await createUser(db, { name: '审计甲' }), await createUser(db, { name: '审计乙' }), await createUser(db, { name: '审计丙' })];
    const superadmin = adminCaller(server.fetch, await server.login('superadmin'));
    clock.advance(1_000);
    expect((await owner('POST', '/api/admin/organization/user/batchdelete', { ids: people.map((user) => user.id) })).status).toBe(200);
    const [entry] = await reportRows<{ id: string }>(
      db,
      sql`select id from recycle_bin where kind = 'user' and record_id in (${sql.join(
        people.map((user) => sql`${user.id}`),
        sql`, `,
      )})`,
    );
    clock.advance(1_000);
    expect((await superadmin('POST', `/api/admin/system/recyclebin/${entry!.id}/restore`, {})).status).toBe(200);
    const actions = async (language: Language) => (await listed({ rows: '30' })).rows.slice(0, 2).map((row) => operationText(createTranslator(language), row));
    // The deletion names the users in the order it took them; the restore undoes its changes newest
    // first, so it names them the other way round.
    const [restored, deleted] = await actions('zh-CN');
    const taken = deleted!.replace('批量删除 用户 ', '').split('、');
    expect([...taken].sort()).toEqual(['审计丙', '审计乙', '审计甲'].sort());
    const givenBack = [...taken].reverse();
    expect(restored).toBe(`恢复 用户 ${givenBack.join('、')}`);
    expect(await actions('en')).toEqual([`Restore user: ${givenBack.join(', ')}`, `Batch delete user: ${taken.join(', ')}`]);
  });

  it('keeps changes of another organisation out of an operation', async () => {
    const elsewhere = await createOrganisation(server.database.db);
    const foreignOwner = await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 });
    const foreign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    expect((await foreign('POST', DEPARTMENT, { name: '别家部门', parentid: '' })).status).toBe(200);
    const demo = await demoOrganisation(server.database.db);
    const rows = await server.database.db.select().from(operationLogs).where(eq(operationLogs.orgId, elsewhere.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.orgId).not.toBe(demo.id);
    expect((await listed({ keyword: foreignOwner.account })).total).toBe(0);
    expect((await owner('GET', `${LIST}/${rows[0]!.id}`)).status).toBe(404);
  });
});

/**
 * The tables whose changes an operation does not record: the logs themselves, secrets and sign-in
 * machinery, learners' own high-volume activity (and what each call of a paid service used), and
 * figures derived from other tables. A new
 * table is audited (a migration adds its `operation_change` trigger) or joins this list.
 */
const UNAUDITED = [
  ...['operation_logs', 'operation_log_changes', 'login_logs', 'login_log_purges', 'sessions', 'signing_keys', 'login_keys', 'rate_events'],
  ...['recycle_bin', 'recycle_bin_rows', 'organisation_clearances'],
  ...['login_devices', 'account_locks', 'password_serials', 'sms_codes', 'wechat_tickets', 'wechat_codes', 'auth_codes', 'held_names'],
  ...['practice_turns', 'exam_answers', 'exam_logs', 'faq_answers', 'student_task_days', 'learner_stats', 'report_refreshes', 'usage_records'],
  // A dubbing task's lines, derived from its scope hundreds at a time (the task itself is audited).
  'dubbing_lines',
  // The system's check of who spoke a practice turn, made after the turn like the turn itself.
  'voiceprint_checks',
  // An appeal's trail: written with each change of the appeal, which is audited itself.
  'appeal_events',
  // A knowledge document's passages and their vectors, written by the indexing job (the document itself is audited).
  'knowledge_chunks',
  // The cost centre's money is its own record: the ledger's rows are appended, never changed, each naming who recorded it;
  // the charging job's carry is derived; the price list is the platform's, and an organisation's limits are the
  // platform operator's (their writes are the operator's operations).
  ...['ledger_entries', 'billing_meters', 'billing_prices', 'org_limits'],
  // A learner's checked-in day, written by their finished practice like its turns.
  'checkin_days',
  // A learner's notices and their WeChat messages, the "about to end" runs (made by the system), and
  // a learner's own task-message subscription.
  ...['notices', 'notice_package_runs', 'notice_subscriptions'],
  // A notification's send log, written by the schedule (and a test send, whose operation it is), and the addresses that unsubscribed.
  'notify_sends',
  'notify_recipients',
  ...['report_task_learners', 'report_user_days', 'report_skill_days', 'report_org_days', 'report_org_periods', 'report_org_skill_days', 'report_org_packages'],
];

describe('the audited tables', () => {
  it('records the changes of every table but the listed ones', async () => {
    const rows = await reportRows<{ name: string }>(
      server.database.db,
      sql`select t.tablename as name from pg_tables t where t.schemaname = 'public' and not exists (
        select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid where c.relname = t.tablename and g.tgname = 'operation_change')`,
    );
    const unaudited = rows.map((row) => row.name);
    expect(unaudited.sort()).toEqual([...UNAUDITED].sort());
  });
});

describe('the operation log page', () => {
  it('filters by person, function, record and day, and refuses a bad filter with its message', async () => {
    const { rows } = await listed({ keyword: 'owner01', function: 'adminuser' });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.account === 'owner01' && row.function === 'adminuser')).toBe(true);
    expect((await listed({ function: 'banner' })).rows.every((row) => row.function === 'banner')).toBe(true);
    const today = clock.now().toISOString().slice(0, 10);
    expect((await listed({ start: '2001-01-01', end: '2001-01-02' })).total).toBe(0);
    expect((await listed({ start: today, end: today })).total).toBeGreaterThan(0);
    const bad = await owner('GET', `${LIST}?record=not-an-id`, undefined, 'en');
    expect(bad).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('A record ID is a UUID') } });
  });

  it('exports what the filters match, headers in the caller language', async () => {
    const response = await server.fetch(`${LIST}/export?keyword=owner01`, { headers: { token: ownerToken, 'Accept-Language': 'zh-CN' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('操作日志.xlsx')}`);
    const sheet = await readWorkbook(await response.arrayBuffer());
    expect(sheet[0]).toEqual(['操作时间', '账号', '姓名', '功能', '操作', '记录 ID', 'IP 地址', '变更行数']);
    expect(sheet.slice(1).every((row) => row[1] === 'owner01')).toBe(true);
    // The export's rows are the page's: the same words for what each operation did.
    const page = await listed({ keyword: 'owner01', rows: '100' });
    expect(sheet.slice(1).map((row) => row[4])).toEqual(page.rows.map((row) => operationText(zh, row)));
    expect(sheet.slice(1).some((row) => row[3] === '用户管理' && String(row[4]).startsWith('新增 部门'))).toBe(true);
  });
});

describe('retention', () => {
  it('purges operations older than the retention with their changes', async () => {
    const demo = await demoOrganisation(server.database.db);
    const [oldest] = await server.database.db.select().from(operationLogs).where(eq(operationLogs.orgId, demo.id)).limit(1);
    await server.database.db
      .update(operationLogs)
      .set({ at: new Date(clock.now().getTime() - 400 * 86_400_000) })
      .where(eq(operationLogs.id, oldest!.id));
    const job = createLogPurgeJob({ db: server.database.db, clock, logger: createLogger('silent'), intervalMs: 60_000, tickMs: 0 });
    await job.tick();
    expect(await server.database.db.select().from(operationLogs).where(eq(operationLogs.id, oldest!.id))).toEqual([]);
    expect(await server.database.db.select().from(operationLogChanges).where(eq(operationLogChanges.operationId, oldest!.id))).toEqual([]);
    expect((await listed({})).total).toBeGreaterThan(0);
  });
});
