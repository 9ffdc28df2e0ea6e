import { randomBytes } from 'node:crypto';
import { CATALOG_TYPES, RECYCLE_KINDS, type RecycleKind } from '@peilian/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { recycleBin } from '../../db/schema/index.js';
import { insertCatalogue } from '../../data/catalogues.js';
import { insertBanner } from '../../data/banners.js';
import { insertCheckinTask } from '../../data/checkins.js';
import { insertNotifyTemplate } from '../../data/notifications.js';
import { insertDialogCollects } from '../../data/dialogCollect.js';
import { insertKnowledgeDocuments } from '../../data/knowledge.js';
import { insertChildTask } from '../../data/childTasks.js';
import { insertDepartment } from '../../data/departments.js';
import { insertFaqs } from '../../data/faqs.js';
import { insertBadge, insertLevel } from '../../data/levels.js';
import { insertPackage } from '../../data/packages.js';
import { insertPaper } from '../../data/papers.js';
import { insertPosition } from '../../data/positions.js';
import { insertAudio } from '../../data/practice/audio.js';
import { insertCustomer } from '../../data/practice/customers.js';
import { insertScoringRule } from '../../data/practice/scoringRules.js';
import { insertSpeech } from '../../data/practice/speeches.js';
import { insertVoiceTemplate } from '../../data/practice/voiceTemplates.js';
import { insertHotWord, insertSynonym } from '../../data/practice/words.js';
import { deletingForGood, RECYCLED_TABLES } from '../../data/recycleBin.js';
import { reportRows } from '../../data/reportRows.js';
import { insertRole } from '../../data/roles.js';
import type { DeclaredRoute } from '../../http/contract.js';
import { createRouters } from '../../routes.js';
import { createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postImport } from '../../../test/importClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { DAY } from '../../../test/tasksClient.js';

/**
 * Every way the back office deletes a record, generated from the admin router: each route that
 * declares the kind it recycles, and each import that deletes, takes a fresh record of its kind
 * into the recycle bin, and the bin gives it back. A new deleting route without a way to make its
 * record here fails the first test; the database refuses a deletion around the bin (migration 0027).
 */

const BIN = '/api/admin/system/recyclebin';

let server: TestServer;
let db: Db;
let orgId: string;
let owner: ReturnType<typeof adminCaller>;
let ownerToken: string;
let superadmin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  orgId = (await demoOrganisation(db)).id;
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  superadmin = adminCaller(server.fetch, await server.login('superadmin'));
});
afterAll(() => server?.close());

const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** A fresh record of a kind, made in the demo organisation: its id. */
type Make = () => Promise<string>;

async function unpublishedPackage(): Promise<string> {
  const now = Date.now();
  const row = await insertPackage(db, { orgId, title: unique('回收包'), passScore: 60, tasktype: 1, startAt: new Date(now), endAt: new Date(now + 7 * DAY) });
  return row.id;
}

const MAKE: Readonly<Record<RecycleKind, Make>> = {
  user: async () => (await createUser(db, { orgId, name: unique('回收用户') })).id,
  department: async () => (await insertDepartment(db, { orgId, name: unique('回收部门') })).id,
  position: async () => (await insertPosition(db, { orgId, name: unique('回收岗位') })).id,
  role: async () => (await insertRole(db, { orgId, name: unique('回收角色') })).id,
  package: unpublishedPackage,
  task: async () => {
    const now = Date.now();
    const child = await insertChildTask(db, {
      orgId,
      packageId: await unpublishedPackage(),
      type: 3,
      title: unique('回收子任务'),
      startAt: new Date(now),
      endAt: new Date(now + DAY),
    });
    return child.id;
  },
  paper: async () => (await insertPaper(db, { orgId, title: unique('回收试卷'), minute: 30, passScore: 60 })).id,
  faq: async () => (await insertFaqs(db, [{ orgId, question: unique('回收问题'), answer: '答案' }]))[0]!.id,
  speech: async () => (await insertSpeech(db, { orgId, category: '开场', text: unique('回收话术') })).id,
  customer: async () => (await insertCustomer(db, { orgId, name: unique('回收客户') })).id,
  scorerule: async () => (await insertScoringRule(db, { orgId, name: unique('回收规则') })).id,
  digitalhuman: async () => (await insertVoiceTemplate(db, { orgId, name: unique('回收数字人') })).id,
  audio: async () => (await insertAudio(db, { orgId, kind: 'bgm', name: unique('回收音频'), storageKey: `${orgId}/bgm/${unique('a')}.wav`, size: 4 })).id,
  hotword: async () => (await insertHotWord(db, { orgId, word: unique('回收热词') })).id,
  synonym: async () => (await insertSynonym(db, { orgId, base: unique('回收同义词'), words: ['近义'] })).id,
  level: async () => (await insertLevel(db, { orgId, name: unique('回收等级'), experience: 900_000 + Math.floor(Math.random() * 90_000) }))!.id,
  badge: async () => (await insertBadge(db, { orgId, name: unique('回收徽章'), condition: 'loginStreak' })).id,
  catalogue: async () => (await insertCatalogue(db, { orgId, name: unique('回收分类'), type: CATALOG_TYPES.file })).id,
  banner: async () =>
    (await insertBanner(db, { orgId, title: unique('回收轮播'), image: '/files/builtin/images/banners/promo/promo-exam.png', platform: 1 })).id,
  checkin: async () => (await insertCheckinTask(db, { orgId, title: unique('回收打卡'), startDay: '2026-03-01', endDay: '2026-03-07', kind: 1 })).id,
  notifytemplate: async () =>
    (
      await insertNotifyTemplate(db, {
        orgId,
        subject: unique('回收通知'),
        method: 'email',
        period: 'daily',
        sendTime: '08:00',
        recipients: ['a@example.com'],
        content: '日报',
      })
    ).id,
  dialogcollect: async () =>
    (await insertDialogCollects(db, [{ orgId, name: unique('回收录音'), format: 'wav', storageKey: `${orgId}/dialogcollect/${unique('r')}.wav` }]))[0]!.id,
  knowledgedoc: async () =>
    (await insertKnowledgeDocuments(db, [{ orgId, mediaId: null, name: unique('回收知识'), format: 'pdf', pages: 1, creatorId: null }]))[0]!.id,
};

/** A way to delete one record: by the route's method and path, or an import's request. */
interface Deletion {
  kind: RecycleKind;
  name: string;
  remove(id: string): Promise<{ status: number; body: unknown }>;
}

/** The admin routes that recycle, as the router holds them. */
function recyclingRoutes(): { method: string; path: string; kind: RecycleKind }[] {
  return createRouters().admin.stack.flatMap((layer) => {
    const kind = (layer.stack.at(-1) as Partial<DeclaredRoute>).recycles;
    const method = layer.methods.find((candidate) => candidate !== 'HEAD');
    return kind && method ? [{ method, path: String(layer.path), kind }] : [];
  });
}

/** A route's deletion: the record's id in the path, or the list of ids a batch takes. */
function routeDeletion({ method, path, kind }: ReturnType<typeof recyclingRoutes>[number]): Deletion {
  return {
    kind,
    name: `${method} ${path}`,
    remove: (id) => (path.includes(':id') ? owner(method, path.replace(':id', id)) : owner(method, path, { ids: [id] })),
  };
}

/** The batch-user import (批量操作用户) with the action 删除 on the user's row. */
const IMPORTS: readonly Deletion[] = [
  {
    kind: 'user',
    name: 'import organization/user/batchimport, 操作 删除',
    async remove(id) {
      const [user] = await reportRows<{ name: string; account: string }>(db, sql`select name, account from users where id = ${id}`);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('批量用户');
      sheet.addRow(['姓名', '部门', '账号', '操作']);
      sheet.addRow([user!.name, '', user!.account, '删除']);
      const file = Buffer.from(await book.xlsx.writeBuffer());
      return postImport(server.fetch, ownerToken, '/api/admin/organization/user/batchimport?step=import', file, 'batch.xlsx');
    },
  },
];

const DELETIONS: readonly Deletion[] = [...recyclingRoutes().map(routeDeletion), ...IMPORTS];

/** Whether the record is live, soft-deleted (its row kept, `deleted_at` set) or gone from its table. */
async function stateOf(kind: RecycleKind, id: string): Promise<'live' | 'soft' | 'gone'> {
  const { table } = RECYCLED_TABLES[kind];
  const [row] = await reportRows<{ deleted: string | null }>(
    db,
    sql`select to_jsonb(t) ->> 'deleted_at' as deleted from ${sql.raw(`"${table}"`)} t where t.id = ${id}`,
  );
  if (!row) return 'gone';
  return row.deleted ? 'soft' : 'live';
}

describe('every deletion of the back office', () => {
  it('is known here: every recycling route, and every kind the bin holds has a way to be deleted', () => {
    expect(recyclingRoutes().length).toBeGreaterThanOrEqual(20);
    expect(new Set(DELETIONS.map((deletion) => deletion.kind))).toEqual(new Set(RECYCLE_KINDS));
  });

  it.each(DELETIONS.map((deletion) => [deletion.name, deletion] as const))('%s goes to the recycle bin and comes back from it', async (_, deletion) => {
    const id = await MAKE[deletion.kind]();
    expect(await stateOf(deletion.kind, id)).toBe('live');
    const answer = await deletion.remove(id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stateOf(deletion.kind, id)).not.toBe('live');

    const [entry] = await db.select().from(recycleBin).where(eq(recycleBin.recordId, id));
    expect(entry, 'a bin entry names the record').toMatchObject({ kind: deletion.kind, orgId, count: 1 });
    const restored = await superadmin('POST', `${BIN}/${entry!.id}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await stateOf(deletion.kind, id)).toBe('live');
  });
});

describe('a deletion around the recycle bin', () => {
  it.each(RECYCLE_KINDS.map((kind) => [kind] as const))('of a %s is refused by the database, and goes only when said to be for good', async (kind) => {
    const id = await MAKE[kind]();
    const table = sql.raw(`"${RECYCLED_TABLES[kind].table}"`);
    await expect(db.execute(sql`delete from ${table} where id = ${id}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'P0R01' }) });
    expect(await stateOf(kind, id)).toBe('live');
    if (kind === 'user' || kind === 'package') {
      await expect(db.execute(sql`update ${table} set deleted_at = now() where id = ${id}`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: 'P0R01' }),
      });
      expect(await stateOf(kind, id)).toBe('live');
    }
    await deletingForGood(db, (tx) => tx.execute(sql`delete from ${table} where id = ${id}`));
    expect(await stateOf(kind, id)).toBe('gone');
  });
});
