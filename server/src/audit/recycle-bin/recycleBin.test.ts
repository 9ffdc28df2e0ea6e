import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { centerResponseSchema, packageListResponseSchema, recycleBinResponseSchema, taskReportListResponseSchema, type RecycledItem } from '@peilian/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childTasks, customers, packageRanges, users, voiceTemplates } from '../../db/schema/index.js';
import { insertAudio } from '../../data/practice/audio.js';
import { findRecycled } from '../../data/recycleBin.js';
import { reportRows } from '../../data/reportRows.js';
import type { DeclaredRoute } from '../../http/contract.js';
import { createLogger } from '../../logger.js';
import { createRouters } from '../../routes.js';
import { filesRoot, LocalFileStorage } from '../../storage/files.js';
import { createRecyclePurgeJob } from './purgeJob.js';
import { ManualClock } from '../../../test/clock.js';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { addChild, createPackage, DAY, demoDepartments, demoMedia, fileChildBody, packageBody } from '../../../test/tasksClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';

const BIN = '/api/admin/system/recyclebin';
const HUMAN = '/api/admin/voice/digitalhuman';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let superadmin: ReturnType<typeof adminCaller>;
let learner: ReturnType<typeof adminCaller>;
let ownerToken: string;
let orgId: string;
let storage: LocalFileStorage;
const clock = new ManualClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  storage = new LocalFileStorage(filesRoot(server.config.dataDir));
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  superadmin = adminCaller(server.fetch, await server.login('superadmin'));
  learner = adminCaller(server.fetch, await server.login('learner01'));
  orgId = (await server.database.db.query.users.findFirst({ where: (row, { eq: is }) => is(row.account, 'owner01') }))!.orgId;
});
afterAll(() => server?.close());

async function ok(answer: Promise<{ status: number; body: Record<string, unknown> }>) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A deletion a second after the last one, so the bin's newest entry is the one it made. */
async function remove(pathname: string) {
  clock.advance(1);
  return ok(owner('DELETE', pathname));
}

/** The newest entry of the bin of a kind. */
async function newest(kind: RecycledItem['kind']): Promise<RecycledItem> {
  const listed = recycleBinResponseSchema.parse(await ok(superadmin('GET', `${BIN}?kind=${kind}`)));
  return listed.rows[0]!;
}

/** Puts a file into storage under `key`. */
async function storeFile(key: string): Promise<void> {
  const local = path.join(tmpdir(), `recycle-${Date.now()}-${Math.random()}.mp3`);
  await writeFile(local, 'clip');
  await storage.put(local, key);
}

describe('a deletion goes to the recycle bin whole', () => {
  it('takes a digital human with its clips and the customers using it, gives them back on restore, removes its files for good', async () => {
    const { db } = server.database;
    const human = (await ok(owner('POST', HUMAN, { name: '回收站数字人' }))).digitalhuman as { id: string };
    const customer = (await ok(owner('POST', '/api/admin/voice/customer', { name: '回收站客户', digitalhuman: human.id }))).customer as { id: string };
    const clip = `${orgId}/ttsaudio/${human.id}/clip.mp3`;
    await storeFile(clip);
    const voiceOf = async () => (await db.select({ id: customers.digitalHumanId }).from(customers).where(eq(customers.id, customer.id)))[0]?.id;
    expect(await voiceOf()).toBe(human.id);

    await remove(`${HUMAN}/${human.id}`);
    expect(await voiceOf()).toBeNull();
    expect(await storage.exists(clip)).toBe(true);
    const entry = await newest('digitalhuman');
    expect(entry).toMatchObject({ title: '回收站数字人', count: 1, deleter: expect.any(String) });
    expect(new Date(entry.purgedate).getTime() - new Date(entry.deletedate).getTime()).toBe(30 * DAY);

    await ok(superadmin('POST', `${BIN}/${entry.id}/restore`, {}));
    expect(await db.select().from(voiceTemplates).where(eq(voiceTemplates.id, human.id))).toHaveLength(1);
    expect(await voiceOf()).toBe(human.id);
    expect((await superadmin('POST', `${BIN}/${entry.id}/restore`, {})).status).toBe(404);

    await remove(`${HUMAN}/${human.id}`);
    await ok(superadmin('DELETE', `${BIN}/${(await newest('digitalhuman')).id}`, {}));
    await expect.poll(() => storage.exists(clip)).toBe(false);
    expect(await db.select().from(voiceTemplates).where(eq(voiceTemplates.id, human.id))).toHaveLength(0);
    expect(await voiceOf()).toBeNull();
  });

  it('keeps a deleted audio’s file until the audio is deleted for good', async () => {
    const key = `${orgId}/bgm/recycle-${Date.now()}.wav`;
    await storeFile(key);
    const audio = await insertAudio(server.database.db, { orgId, kind: 'bgm', name: '回收站音频', storageKey: key, size: 4 });
    await remove(`/api/admin/voice/audio/${audio.id}`);
    expect(await storage.exists(key)).toBe(true);
    await ok(superadmin('DELETE', `${BIN}/${(await newest('audio')).id}`, {}));
    await expect.poll(() => storage.exists(key)).toBe(false);
  });

  it('keeps a batch of users as one entry; restoring enables them again as they were and gives back whom they managed', async () => {
    const { db } = server.database;
    const first = await createUser(db, { orgId, name: '回收甲', account: `recycle-a-${Date.now()}` });
    const second = await createUser(db, { orgId, name: '回收乙', account: `recycle-b-${Date.now()}`, disabled: 1 });
    const managed = await createUser(db, { orgId, name: '回收丙', account: `recycle-c-${Date.now()}`, managerId: first.id });
    clock.advance(1);
    await ok(owner('POST', '/api/admin/organization/user/batchdelete', { ids: [first.id, second.id] }));
    const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
    expect((await row(first.id))?.deletedAt).not.toBeNull();
    expect((await row(managed.id))?.managerId).toBeNull();
    const entry = await newest('user');
    expect(entry).toMatchObject({ title: '回收甲', count: 2 });
    const kept = await reportRows<{ row: Record<string, unknown> }>(db, sql`select row from recycle_bin_rows where bin_id = ${entry.id}`);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.every(({ row }) => !('password_hash' in row))).toBe(true);

    await ok(superadmin('POST', `${BIN}/${entry.id}/restore`, {}));
    expect(await row(first.id)).toMatchObject({ deletedAt: null, disabled: 0 });
    expect(await row(second.id)).toMatchObject({ deletedAt: null, disabled: 1 });
    expect((await row(managed.id))?.managerId).toBe(first.id);

    await remove(`/api/admin/organization/user/${second.id}`);
    await ok(superadmin('DELETE', `${BIN}/${(await newest('user')).id}`, {}));
    expect(await row(second.id)).toBeUndefined();
  });
});

describe('what a restore cannot give back', () => {
  it('says which record to restore first, or that what it belonged to is gone, and changes nothing', async () => {
    const parent = (await ok(owner('POST', '/api/admin/organization/position', { name: '回收上级岗位', parentid: '' }))).position as { id: string };
    const child = (await ok(owner('POST', '/api/admin/organization/position', { name: '回收下级岗位', parentid: parent.id }))).position as { id: string };
    await remove(`/api/admin/organization/position/${child.id}`);
    const childEntry = await newest('position');
    await remove(`/api/admin/organization/position/${parent.id}`);
    const parentEntry = await newest('position');

    const refused = await superadmin('POST', `${BIN}/${childEntry.id}/restore`, {});
    expect(refused).toMatchObject({ status: 409, body: { errmsg: '它所属的“回收上级岗位”也在回收站里，请先恢复“回收上级岗位”' } });
    expect((await newest('position')).id).toBe(parentEntry.id);
    await ok(superadmin('POST', `${BIN}/${parentEntry.id}/restore`, {}));
    await ok(superadmin('POST', `${BIN}/${childEntry.id}/restore`, {}));

    const now = clock.now().getTime();
    const pkg = await createPackage(owner, packageBody(now, { title: '回收子任务的包' }));
    const childTask = await addChild(owner, pkg.id, fileChildBody(now, (await demoMedia(server.database.db, orgId)).pdf));
    await remove(`/api/admin/task/child/${childTask}`);
    const taskEntry = await newest('task');
    await remove(`/api/admin/task/package/${pkg.id}`);
    await ok(superadmin('DELETE', `${BIN}/${(await newest('package')).id}`, {}));
    const gone = await superadmin('POST', `${BIN}/${taskEntry.id}/restore`, {}, 'en');
    expect(gone).toMatchObject({ status: 409, body: { errmsg: 'What it belongs to has been deleted for good: it cannot be restored' } });
  });

  it('refuses to restore over a record of the same name made since', async () => {
    const word = `回收热词${Date.now() % 100000}`;
    const created = (await ok(owner('POST', '/api/admin/organization/hotword', { word, replace: '', homophone: 0 }))).hotword as { id: string };
    await remove(`/api/admin/organization/hotword/${created.id}`);
    const entry = await newest('hotword');
    await ok(owner('POST', '/api/admin/organization/hotword', { word, replace: '', homophone: 0 }));
    expect(await superadmin('POST', `${BIN}/${entry.id}/restore`, {})).toMatchObject({
      status: 409,
      body: { errmsg: '已有同名或相同编号的记录，请先修改或删除那一条再恢复' },
    });
    expect((await newest('hotword')).id).toBe(entry.id);
  });
});

describe('a deleted task package', () => {
  it('leaves the learners, the pickers and the reports, comes back whole, and takes its uploaded cover when deleted for good', async () => {
    const { db } = server.database;
    const now = clock.now().getTime();
    const uploaded = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'mission', headers: { token: ownerToken } });
    const cover = ((await uploaded.json()) as { path: string }).path;
    const departments = await demoDepartments(db, orgId);
    const pkg = await createPackage(
      owner,
      packageBody(now, { title: '回收站完整任务包', cover, range: { departments: [departments['销售部']], positions: [], users: [] } }),
    );
    await addChild(owner, pkg.id, fileChildBody(now, (await demoMedia(db, orgId)).pdf));
    await ok(owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' }));
    const visible = async () => ({
      centre: Object.values(centerResponseSchema.parse(await ok(learner('GET', '/api/trainning/v3/center'))).groups)
        .flat()
        .some((row) => row.id === pkg.id),
      picker: packageListResponseSchema.parse(await ok(owner('GET', '/api/admin/task/package?tasktype=1&rows=100'))).rows.some((row) => row.id === pkg.id),
      report: taskReportListResponseSchema.parse(await ok(owner('GET', '/api/admin/v3/report/task?rows=100'))).rows.some((row) => row.packageid === pkg.id),
    });
    const whole = async () => ({
      children: (await db.select().from(childTasks).where(eq(childTasks.packageId, pkg.id))).length,
      range: (await db.select().from(packageRanges).where(eq(packageRanges.packageId, pkg.id))).length,
    });
    expect(await visible()).toEqual({ centre: true, picker: true, report: true });
    const before = await whole();
    expect(before).toEqual({ children: 1, range: 1 });

    await remove(`/api/admin/task/package/${pkg.id}`);
    expect(await visible()).toEqual({ centre: false, picker: false, report: false });
    await ok(superadmin('POST', `${BIN}/${(await newest('package')).id}/restore`, {}));
    expect(await visible()).toEqual({ centre: true, picker: true, report: true });
    expect(await whole()).toEqual(before);

    const key = storage.keyOf(cover)!;
    expect(await storage.exists(key)).toBe(true);
    await remove(`/api/admin/task/package/${pkg.id}`);
    await ok(superadmin('DELETE', `${BIN}/${(await newest('package')).id}`, {}));
    await expect.poll(() => storage.exists(key)).toBe(false);
    expect(await whole()).toEqual({ children: 0, range: 0 });
  });
});

describe('the keeping period', () => {
  it('is the top administrator’s to set; the purge deletes for good what is older', async () => {
    expect(await superadmin('PUT', `${BIN}/setting`, { days: 3 })).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('7–365') } });
    await ok(superadmin('PUT', `${BIN}/setting`, { days: 7 }));
    expect(recycleBinResponseSchema.parse(await ok(superadmin('GET', BIN))).days).toBe(7);
    const word = (await ok(owner('POST', '/api/admin/organization/hotword', { word: `过期热词${Date.now() % 100000}`, replace: '', homophone: 0 })))
      .hotword as { id: string };
    await remove(`/api/admin/organization/hotword/${word.id}`);
    const entry = await newest('hotword');
    const job = createRecyclePurgeJob({ db: server.database.db, clock, logger: createLogger('silent'), storage: storage, intervalMs: 60_000, tickMs: 0 });
    expect(await job.tick()).not.toContain(entry.id);
    clock.advance(8 * 86_400);
    expect(await job.tick()).toContain(entry.id);
    expect(await findRecycled(server.database.db, orgId, entry.id)).toBeUndefined();
  });
});

describe('every deletion of the back office', () => {
  it('goes to the recycle bin: each admin route that deletes declares the kind it takes', () => {
    const deletions = createRouters()
      .admin.stack.filter((layer) => layer.methods.includes('DELETE') || String(layer.path).endsWith('/batchdelete'))
      .map((layer) => ({ path: String(layer.path), recycles: (layer.stack.at(-1) as Partial<DeclaredRoute>).recycles }))
      .filter((route) => route.path !== '/api/admin/system/recyclebin/:id');
    expect(deletions.length).toBeGreaterThanOrEqual(20);
    expect(deletions.filter((route) => !route.recycles)).toEqual([]);
  });

  it('is kept by every table but the listed ones', async () => {
    const rows = await reportRows<{ name: string }>(
      server.database.db,
      sql`select t.tablename as name from pg_tables t where t.schemaname = 'public' and (select count(*) from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.tablename and g.tgname in ('recycle_deleted', 'recycle_updated')) < 2`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual(
      [
        ...['recycle_bin', 'recycle_bin_rows', 'operation_logs', 'operation_log_changes', 'login_logs', 'login_log_purges', 'sessions'],
        ...['signing_keys', 'login_keys', 'rate_events', 'login_devices', 'account_locks', 'password_serials', 'sms_codes', 'wechat_tickets'],
        ...['wechat_codes', 'auth_codes', 'report_refreshes', 'organisation_clearances', 'held_names'],
        // What each call of a paid service used is never deleted: a cost stays where it was spent.
        'usage_records',
        // Money is never deleted: the ledger is appended to, its carry derived; the price list and an
        // organisation's limits are the platform operator's, saved over.
        ...['ledger_entries', 'billing_meters', 'billing_prices', 'org_limits'],
        // The organisation's work calendar is a setting: saved over, never deleted.
        'work_calendars',
        // A notification's send log says what was sent: a deleted template's rows stay (its link to
        // them comes back with it), and an address that unsubscribed stays unsubscribed.
        'notify_sends',
        'notify_recipients',
      ].sort(),
    );
  });
});
