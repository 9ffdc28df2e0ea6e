import {
  createTranslator,
  faqListResponseSchema,
  importResponseSchema,
  paperListResponseSchema,
  QUESTION_IMPORT_TEMPLATE,
  questionListResponseSchema,
  scenarioListResponseSchema,
  speechListResponseSchema,
  synonymListResponseSchema,
  templateHeader,
  userListResponseSchema,
} from '@peilian/shared';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimImportRun, endImportRun, renewImportRun } from '../data/importRuns.js';
import { importRuns } from '../db/schema/index.js';
import { createOrganisation, createUser, demoOrganisation } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { faqRow, faqWorkbook } from '../../test/faqClient.js';
import { faqTemplateHeader } from '../faq/imports/template.js';
import { postImport, questionRow, templateWorkbook } from '../../test/importClient.js';
import { adminCaller } from '../../test/peopleClient.js';
import type { Caller } from '../../test/tasksClient.js';
import { manyRowsWorkbook, withSheetXml, zipBomb } from '../../test/zipBombs.js';
import { ManualClock } from '../../test/clock.js';
import { IMPORT_SLOT_LEASE_MS, IMPORT_SLOT_RENEW_MS, withImportSlot } from './imports.js';

// Every Excel import (questions, exam papers, synonyms, speeches, scenarios, FAQs) goes through http/imports.ts and
// lib/excel.ts: a zip bomb is refused by what it inflates to, and an organisation runs two at once.

let server: TestServer;
const clock = new ManualClock();
let token: string;
let owner: Caller;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer({ clock });
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
  orgId = (await demoOrganisation(server.database.db)).id;
});
afterAll(() => server?.close());

const BOMB_BYTES = 100 * 1024 * 1024;

async function synonymWorkbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('synonyms');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sceneTemplate(): Promise<Buffer> {
  const response = await server.fetch('/api/admin/material/scene/import/template', { headers: { token } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

interface ImportRoute {
  name: string;
  path: string;
  /** A file the route imports. */
  file: () => Promise<Buffer>;
  /** How many records the route's imports have made so far. */
  total: () => Promise<number>;
  /** The limit its message names, in MB. */
  mb: number;
}

const ROUTES: ImportRoute[] = [
  {
    name: 'questions',
    path: '/api/admin/study/question/import?step=import&mode=3',
    file: () => templateWorkbook('question', [questionRow({ text: '炸弹测试题', options: ['甲', '乙'], answer: 'A' })]),
    total: async () => questionListResponseSchema.parse((await owner('GET', `/api/admin/study/question?text=${encodeURIComponent('炸弹测试题')}`)).body).total,
    mb: 64,
  },
  {
    name: 'exam papers',
    path: '/api/admin/study/examination/import?step=import&mode=3',
    file: () =>
      templateWorkbook('exam', [
        ['炸弹测试卷', 30, 5, 60, '导入试卷', ...questionRow({ text: '炸弹测试卷一', options: ['甲', '乙'], answer: 'A', score: 40 })],
        ['', '', '', '', '', ...questionRow({ text: '炸弹测试卷二', type: '填空题', answer: '上海', score: 60 })],
      ]),
    total: async () => paperListResponseSchema.parse((await owner('GET', `/api/admin/study/paper?title=${encodeURIComponent('炸弹测试卷')}`)).body).total,
    mb: 64,
  },
  {
    name: 'synonyms',
    path: '/api/admin/organization/synonyms/import?step=import',
    file: () =>
      synonymWorkbook([
        ['基准词', '同义词'],
        ['炸弹测试词', '测试词甲,测试词乙'],
      ]),
    total: async () => synonymListResponseSchema.parse((await owner('GET', '/api/admin/organization/synonyms')).body).total,
    mb: 64,
  },
  {
    name: 'scenarios',
    path: '/api/admin/material/scene/import',
    file: sceneTemplate,
    total: async () => scenarioListResponseSchema.parse((await owner('GET', '/api/admin/material/scene')).body).total,
    mb: 32,
  },
  {
    name: 'FAQs',
    path: '/api/admin/v3/faq/import?step=import&mode=3',
    file: () => faqWorkbook([faqRow({ question: '炸弹测试问答', answer: '炸弹测试答案' })]),
    total: async () => faqListResponseSchema.parse((await owner('GET', `/api/admin/v3/faq?text=${encodeURIComponent('炸弹测试问答')}`)).body).total,
    mb: 64,
  },
  {
    name: 'speeches',
    path: '/api/admin/material/speech/import?step=import&mode=3',
    file: () =>
      synonymWorkbook([
        ['分类', '话术内容'],
        ['炸弹测试', '炸弹测试话术'],
      ]),
    total: async () => speechListResponseSchema.parse((await owner('GET', `/api/admin/material/speech?category=${encodeURIComponent('炸弹测试')}`)).body).total,
    mb: 64,
  },
];

const upload = (route: ImportRoute, bytes: Buffer, language = 'zh-CN', as = token) => postImport(server.fetch, as, route.path, bytes, 'import.xlsx', language);
const runningImports = async () => (await server.database.db.select({ n: count() }).from(importRuns).where(eq(importRuns.orgId, orgId)))[0]?.n ?? 0;

describe('a zip bomb on every Excel import', () => {
  for (const route of ROUTES) {
    it(`${route.name}: refused by what it inflates to, not what it declares; nothing imported; a normal file still imports`, async () => {
      const before = await route.total();
      const bomb = await zipBomb(await route.file(), BOMB_BYTES, 1000);
      expect(bomb.length).toBeLessThan(1024 * 1024);

      const refused = await upload(route, bomb);
      expect(refused).toMatchObject({
        status: 413,
        body: { successed: false, errcode: 41325, errmsg: `Excel文件解压后超过${route.mb}MB，请删除多余的内容后再导入` },
      });
      const english = await upload(route, bomb, 'en');
      expect(english.body.errmsg).toBe(`The Excel file unpacks to more than ${route.mb} MB; remove what is not needed and import again`);
      expect(await route.total()).toBe(before);

      const imported = await upload(route, await route.file());
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(await route.total()).toBe(before + 1);
      expect(await runningImports()).toBe(0);
    });
  }

  it('refuses a small workbook that merges millions of cells before exceljs builds them', async () => {
    const [questions, , , scenes] = ROUTES as [ImportRoute, ImportRoute, ImportRoute, ImportRoute];
    for (const route of [questions, scenes]) {
      const before = await route.total();
      const file = withSheetXml(await route.file(), (xml) =>
        xml.replace('</sheetData>', '</sheetData><mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>'),
      );
      const refused = await upload(route, file, 'zh-TW');
      expect(refused).toMatchObject({ status: 413, body: { errcode: 41326, errmsg: 'Excel檔案的合併儲存格或欄過多，請取消合併、刪除多餘的欄後再匯入' } });
      expect(await route.total()).toBe(before);
    }
  });
});

describe('the row cap, applied while the workbook is read', () => {
  // 20 000 rows on four imports capped at 5 000: refused with the cap's message as before, and now
  // before exceljs builds them (how far the reading went: sheetRowCap.test.ts; time and memory:
  // bench/importRowCap.ts). Empty formatted rows by the ten thousand were read whole and let through.
  const ROWS = 20_000;
  const USER_HEADER = ['姓名', '工号', '性别', '部门', '账号', '密码', '手机号', '角色', '邮箱', '有效期', '岗位', '备注'];
  const rowCapUsers = async () =>
    userListResponseSchema.parse((await owner('GET', `/api/admin/organization/userlist?rows=100&name=${encodeURIComponent('行数上限')}`)).body).rows.length;

  it('refuses a user import of far more rows than the cap with its message in three languages, imports nothing; so are empty formatted rows', async () => {
    const valueRows = await manyRowsWorkbook(USER_HEADER, ROWS, (row) => [`行数上限${row}`, `RC${row}`, 1, '', `rowcap${row}`, 'Start1x2026', '', '学员']);
    const emptyRows = await manyRowsWorkbook(USER_HEADER, ROWS, () => []);
    const path = '/api/admin/organization/user/import?step=import&mode=3';
    const messages = { 'zh-CN': '一次最多导入5000行数据', 'zh-TW': '一次最多匯入5000列資料', en: 'At most 5000 rows can be imported at once' };
    for (const [language, message] of Object.entries(messages)) {
      for (const file of [valueRows, emptyRows]) {
        const refused = await postImport(server.fetch, token, path, file, 'users.xlsx', language);
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body)).toContain(message);
      }
    }
    expect(await rowCapUsers()).toBe(0);
    expect(await runningImports()).toBe(0);
  });

  it('refuses questions, FAQs, synonyms and speeches of far more rows than the cap with their messages; nothing imported', async () => {
    const [questions, , synonyms, , faq, speeches] = ROUTES as [ImportRoute, ImportRoute, ImportRoute, ImportRoute, ImportRoute, ImportRoute];
    const zhCN = createTranslator('zh-CN');
    const files = [
      {
        route: questions,
        header: templateHeader(QUESTION_IMPORT_TEMPLATE, zhCN),
        row: (): unknown[] => questionRow({ text: '行数上限题', options: ['甲', '乙'], answer: 'A' }),
      },
      { route: faq, header: faqTemplateHeader(zhCN), row: (): unknown[] => faqRow({ question: '行数上限问答', answer: '行数上限答案' }) },
      { route: synonyms, header: ['基准词', '同义词'], row: (row: number): unknown[] => [`上限词${row}`, `上限同义${row}`] },
      { route: speeches, header: ['分类', '话术内容'], row: (row: number): unknown[] => ['炸弹测试', `上限话术${row}`] },
    ];
    for (const { route, header, row } of files) {
      const before = await route.total();
      const refused = await upload(route, await manyRowsWorkbook(header, ROWS, row), 'en');
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('At most 5000 rows can be imported at once');
      expect(await route.total()).toBe(before);
    }
  });
});

describe('imports running at once', () => {
  const questions = ROUTES[0]!;

  it('runs at most two imports of an organisation at once; a third is told to wait, in the caller language', async () => {
    const now = new Date();
    const held = [await claimImportRun(server.database.db, orgId, 2, now, new Date(now.getTime() + 60_000))];
    held.push(await claimImportRun(server.database.db, orgId, 2, now, new Date(now.getTime() + 60_000)));
    expect(held.every(Boolean)).toBe(true);
    const concurrentTotal = async () =>
      questionListResponseSchema.parse((await owner('GET', `/api/admin/study/question?text=${encodeURIComponent('并发测试题')}`)).body).total;
    const before = await concurrentTotal();
    try {
      const file = await templateWorkbook('question', [questionRow({ text: '并发测试题', options: ['甲', '乙'], answer: 'A' })]);
      const messages = {
        'zh-CN': '本企业已有2个导入正在进行，请稍后再试',
        'zh-TW': '本企業已有2個匯入正在進行，請稍後再試',
        en: 'Your organisation already has 2 imports running; try again shortly',
      };
      for (const [language, errmsg] of Object.entries(messages)) {
        expect(await upload(questions, file, language)).toMatchObject({ status: 429, body: { successed: false, errcode: 42925, errmsg } });
      }
      expect(await concurrentTotal()).toBe(before);

      // Another organisation's imports are its own.
      const elsewhere = await createOrganisation(server.database.db);
      const otherOwner = await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 });
      const other = await upload(questions, file, 'zh-CN', await server.login(otherOwner.account));
      expect(importResponseSchema.parse(other.body)).toMatchObject({ ok: true, insertcount: 1 });

      await endImportRun(server.database.db, orgId, held.pop()!);
      expect((await upload(questions, file)).status).toBe(200);
      expect(await concurrentTotal()).toBe(before + 1);
      expect(await runningImports()).toBe(1);
    } finally {
      for (const id of held) await endImportRun(server.database.db, orgId, id!);
    }
  });

  it('frees the slot however the import ends', async () => {
    const now = new Date();
    const held = (await claimImportRun(server.database.db, orgId, 2, now, new Date(now.getTime() + 60_000)))!;
    try {
      // One slot is left: an import that kept it would have the next one told to wait. A bomb is
      // inflated to the 64 MB cap before it is refused, so one is enough to show that ending.
      const bomb = await zipBomb(await questions.file(), BOMB_BYTES);
      expect((await upload(questions, bomb)).status).toBe(413);
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await upload(questions, Buffer.from('not a workbook'))).status).toBe(415);
      expect(await runningImports()).toBe(1);
    } finally {
      await endImportRun(server.database.db, orgId, held);
    }
  });

  it('claims slots in one locked step: of twenty claims at once exactly two win, and an ended lease is free again', async () => {
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const now = new Date('2026-05-20T02:00:00Z');
    const until = new Date(now.getTime() + IMPORT_SLOT_LEASE_MS);
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimImportRun(db, elsewhere.id, 2, now, until)));
    expect(claims.filter(Boolean)).toHaveLength(2);
    expect(await claimImportRun(db, elsewhere.id, 2, new Date(until.getTime() - 1), until)).toBeUndefined();
    const later = await claimImportRun(db, elsewhere.id, 2, until, new Date(until.getTime() + IMPORT_SLOT_LEASE_MS));
    expect(later).toBeTruthy();
    const rows = await db.select().from(importRuns).where(eq(importRuns.orgId, elsewhere.id));
    expect(rows.map((row) => row.id)).toEqual([later]);
  });

  it('a running import renews its lease and keeps its slot; a renewal after it ended brings nothing back', async () => {
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const start = new Date('2026-05-20T02:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const running = (await claimImportRun(db, elsewhere.id, 1, start, at(60)))!;
    await renewImportRun(db, elsewhere.id, running, at(110));
    expect(await claimImportRun(db, elsewhere.id, 1, at(100), at(160))).toBeUndefined();
    await endImportRun(db, elsewhere.id, running);
    await renewImportRun(db, elsewhere.id, running, at(200));
    expect(await db.select().from(importRuns).where(eq(importRuns.orgId, elsewhere.id))).toEqual([]);
  });

  // The last two move the server's clock.
  it('renews the lease of an import while it runs, a lease on from the server clock', async () => {
    const { db } = server.database;
    const elsewhere = await createOrganisation(db);
    const lease = async () => (await db.select().from(importRuns).where(eq(importRuns.orgId, elsewhere.id))).map((row) => row.expiresAt.getTime());
    const request = { deps: { db, clock }, caller: { orgId: elsewhere.id, id: elsewhere.id }, log: { warn: () => undefined } } as unknown as Parameters<
      typeof withImportSlot
    >[0];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await withImportSlot(request, async () => {
        expect(await lease()).toEqual([clock.now().getTime() + IMPORT_SLOT_LEASE_MS]);
        clock.advance(IMPORT_SLOT_RENEW_MS / 1000);
        vi.advanceTimersByTime(IMPORT_SLOT_RENEW_MS);
        await vi.waitFor(async () => expect(await lease()).toEqual([clock.now().getTime() + IMPORT_SLOT_LEASE_MS]));
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await lease()).toEqual([]);
  });

  it('frees the slots of a process that died within a minute on the server clock, not after 10 minutes', async () => {
    // Two leases as withImportSlot writes them, of a holder that crashed and never renews them.
    const { db } = server.database;
    const claimed = clock.now();
    const crashed = [
      await claimImportRun(db, orgId, 2, claimed, new Date(claimed.getTime() + IMPORT_SLOT_LEASE_MS)),
      await claimImportRun(db, orgId, 2, claimed, new Date(claimed.getTime() + IMPORT_SLOT_LEASE_MS)),
    ];
    expect(crashed.every(Boolean)).toBe(true);
    const questions = ROUTES[0]!;
    const file = await templateWorkbook('question', [questionRow({ text: '崩溃后导入题', options: ['甲', '乙'], answer: 'A' })]);
    expect((await upload(questions, file)).status).toBe(429);

    clock.advance(61);
    const imported = await upload(questions, file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(importResponseSchema.parse(imported.body)).toMatchObject({ insertcount: 1 });
    expect(await runningImports()).toBe(0);
  });
});
