import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { importResponseSchema, speechListResponseSchema, type AdminSpeech } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSpeech } from '../../data/practice/speeches.js';
import { speeches } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { createOrganisation } from '../../../test/factories.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { readWorkbook } from '../../../test/importClient.js';
import { postMultipart, speechBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let token: string;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('owner01');
  owner = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const HEADER = ['分类', '话术内容', '难度', '情绪', '触发关键词', '语音编号'];
async function workbook(rows: unknown[][], header: unknown[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('话术');
  for (const row of [header, ...rows]) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PATH = '/api/admin/material/speech/import';
const sendFile = (bytes: Buffer, query: string, language = 'zh-CN') =>
  postMultipart(server.fetch, token, `${PATH}?${query}`, { bytes, filename: 's.xlsx', type: XLSX }, {}, language);
const upload = async (rows: unknown[][], query: string, language = 'zh-CN') => sendFile(await workbook(rows), query, language);
const answerOf = async (rows: unknown[][], query: string) => {
  const answer = await upload(rows, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return importResponseSchema.parse(answer.body);
};
const inCategory = async (category: string): Promise<AdminSpeech[]> =>
  speechListResponseSchema.parse((await owner('GET', `/api/admin/material/speech?category=${encodeURIComponent(category)}&rows=100`)).body).rows;
const errorsOf = (preview: { rows: { row: number; errors: { message: string }[] }[] }, row: number) =>
  preview.rows.find((found) => found.row === row)?.errors.map((issue) => issue.message);

describe('speech import', () => {
  it("offers a template in the caller's language whose headers it reads back", async () => {
    const response = await server.fetch(`${PATH}/template`, { headers: { token } });
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('话术导入模板.xlsx'));
    const [header] = await readWorkbook(await response.arrayBuffer());
    expect(header).toEqual([
      '分类',
      '话术内容',
      '难度(低/中/高)',
      '情绪(正常/高兴/生气/难过/惊讶/疑惑/不耐烦)',
      '触发关键词(“,”表示并且，“|”表示或者，最多10个)',
      '语音编号',
      '#speeches-v1',
    ]);
    const english = await server.fetch(`${PATH}/template`, { headers: { token, 'Accept-Language': 'en' } });
    const [englishHeader] = await readWorkbook(await english.arrayBuffer());
    expect(englishHeader?.slice(0, 3)).toEqual(['Category', 'Speech text', 'Difficulty(Low/Medium/High)']);
    // The template as downloaded, with a row below it, imports.
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRows([englishHeader!, ['模板分类', '用模板写的话术', 'High', 'Angry', '价格,优惠', 'v1']]);
    const imported = importResponseSchema.parse((await sendFile(Buffer.from(await book.xlsx.writeBuffer()), 'step=import&mode=1')).body);
    expect(imported).toMatchObject({ ok: true, insertcount: 1 });
    expect(await inCategory('模板分类')).toMatchObject([{ text: '用模板写的话术', difficulty: 3, emotion: 2, keywords: '价格,优惠', voiceno: 'v1' }]);
  });

  it("reports every row's errors, the same category and text twice, writes nothing, and keeps the wrong rows with their reasons", async () => {
    const rows = [
      ['检查', '第一句好话术', '中', '高兴', '价格|优惠', 'a1'],
      ['', '没有分类的话术', '', '', '', ''],
      ['检查', '说'.repeat(201), '', '', '', ''],
      ['检查', '难度写错', '很难', '开心', '', ''],
      ['检查', '关键词太多', '', '', 'a,b,c,d,e,f,g,h,i,j,k', '9'.repeat(33)],
      ['检查', '第一句好话术', '低', '', '', ''],
      ['检查', '第二句好话术', '3', '6', '', ''],
    ];
    const preview = await answerOf(rows, 'step=preview&mode=3');
    expect(preview).toMatchObject({ ok: false, total: 7, okcount: 2, errcount: 5, errrows: [3, 4, 5, 6, 7], insertcount: 0 });
    expect(errorsOf(preview, 3)).toEqual(['请输入分类']);
    expect(errorsOf(preview, 4)).toEqual(['话术内容最多200个字']);
    expect(errorsOf(preview, 5)).toEqual(['情绪只能是正常、高兴、生气、难过、惊讶、疑惑、不耐烦', '难度只能是低、中、高']);
    expect(errorsOf(preview, 6)).toEqual(['关键词最多10个', '语音编号最多32个字符']);
    expect(errorsOf(preview, 7)).toEqual(['与第2行的分类和话术内容相同']);
    expect(preview.rows.find((row) => row.row === 5)!.errors[0]!.column).toBe('情绪');
    expect(preview.rows.filter((row) => row.ok).map((row) => row.action)).toEqual(['insert', 'insert']);

    const refused = await upload(rows, 'step=import&mode=3');
    expect(refused).toMatchObject({ status: 400, body: { errmsg: '导入数据有错误，请修正后再导入' } });
    expect(await inCategory('检查')).toEqual([]);

    const errors = await server.fetch(preview.errorfile, { headers: { token } });
    expect(errors.headers.get('content-disposition')).toContain(encodeURIComponent('话术导入错误行.xlsx'));
    const [header, ...wrong] = await readWorkbook(await errors.arrayBuffer());
    expect(header).toEqual([
      ...HEADER.slice(0, 2),
      '难度(低/中/高)',
      '情绪(正常/高兴/生气/难过/惊讶/疑惑/不耐烦)',
      expect.stringContaining('触发关键词'),
      '语音编号',
      '错误原因',
      '#speeches-v1',
    ]);
    expect(wrong).toEqual([
      ['', '没有分类的话术', '', '', '', '', '请输入分类'],
      ['检查', '说'.repeat(201), '', '', '', '', '话术内容最多200个字'],
      ['检查', '难度写错', '很难', '开心', '', '', '情绪只能是正常、高兴、生气、难过、惊讶、疑惑、不耐烦；难度只能是低、中、高'],
      ['检查', '关键词太多', '', '', 'a,b,c,d,e,f,g,h,i,j,k', '9'.repeat(33), '关键词最多10个；语音编号最多32个字符'],
      ['检查', '第一句好话术', '低', '', '', '', '与第2行的分类和话术内容相同'],
    ]);
  });

  it('creates only (mode 1), updates only (mode 2) or both (mode 3), matching a speech by its category and text, never another organisation’s', async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    await insertSpeech(db, { orgId: other.id, category: '模式', text: '已有的话术', difficulty: 1, emotion: 0 });
    const created = await owner(
      'POST',
      '/api/admin/material/speech',
      speechBody({ category: '模式', text: '已有的话术', difficulty: 1, emotion: 0, keywords: '' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // The same text in another category is another speech.
    await owner('POST', '/api/admin/material/speech', speechBody({ category: '别的分类', text: '已有的话术', difficulty: 1, emotion: 0, keywords: '' }));
    const row = (text: string, difficulty = '高', emotion = '生气') => ['模式', text, difficulty, emotion, '价格', 'n1'];

    const one = await answerOf([row('已有的话术'), row('模式一新增')], 'step=preview&mode=1');
    expect(one.rows.map(({ action, warnings }) => ({ action, warnings: warnings.map((issue) => issue.message) }))).toEqual([
      { action: 'skip', warnings: ['话术库中已有这条话术，仅新增时跳过'] },
      { action: 'insert', warnings: [] },
    ]);
    expect(await answerOf([row('已有的话术'), row('模式一新增')], 'step=import&mode=1')).toMatchObject({ insertcount: 1, updatecount: 0, skipcount: 1 });
    expect((await inCategory('模式')).find((speech) => speech.text === '已有的话术')).toMatchObject({ difficulty: 1, emotion: 0, keywords: '' });

    const two = await answerOf([row('已有的话术'), row('模式二不新增')], 'step=import&mode=2');
    expect(two).toMatchObject({ insertcount: 0, updatecount: 1, skipcount: 1 });
    expect(two.rows[1]!.warnings[0]!.message).toBe('话术库中没有这条话术，仅更新时跳过');
    expect((await inCategory('模式')).find((speech) => speech.text === '已有的话术')).toMatchObject({
      difficulty: 3,
      emotion: 2,
      keywords: '价格',
      voiceno: 'n1',
    });

    expect(await answerOf([row('已有的话术', '中', '正常'), row('模式三新增')], 'step=import&mode=3')).toMatchObject({
      insertcount: 1,
      updatecount: 1,
      skipcount: 0,
    });
    const mine = await inCategory('模式');
    expect(mine.map((speech) => speech.text).sort()).toEqual(['已有的话术', '模式一新增', '模式三新增']);
    expect(mine.find((speech) => speech.text === '已有的话术')).toMatchObject({ difficulty: 2, emotion: 0 });
    expect(await inCategory('别的分类')).toMatchObject([{ text: '已有的话术', difficulty: 1, emotion: 0 }]);
    const [theirs] = await db
      .select()
      .from(speeches)
      .where(and(eq(speeches.orgId, other.id), eq(speeches.text, '已有的话术')));
    expect(theirs).toMatchObject({ category: '模式', difficulty: 1, emotion: 0, keywords: '', voiceNo: '' });
  });

  it('refuses a whole file that is not Excel, lacks a column, has no rows or too many', async () => {
    const missing = await sendFile(await workbook([['只有内容']], ['话术内容', '难度']), 'step=preview');
    expect(missing).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('缺少必需的列：分类') } });
    const empty = await sendFile(await workbook([]), 'step=preview', 'en');
    expect(empty).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('The file has no rows to import') } });
    const notExcel = await postMultipart(server.fetch, token, `${PATH}?step=preview`, {
      bytes: Buffer.from('分类,话术内容\n'),
      filename: 's.csv',
      type: 'text/csv',
    });
    expect(notExcel).toMatchObject({ status: 415, body: { errmsg: '请上传Excel文件（.xlsx 或 .xls）' } });
    const many = await sendFile(await workbook(Array.from({ length: 5001 }, (_, index) => ['多', `第${index}句`])), 'step=preview');
    expect(many).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('一次最多导入5000行数据') } });
    const wrongTemplate = await sendFile(await workbook([['a', 'b']], [...HEADER, '#synonyms-v1']), 'step=preview');
    expect(wrongTemplate.status).toBe(400);
    expect(await inCategory('多')).toEqual([]);
  });

  it('belongs to the speech library key: a learner may not import', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', `${PATH}/template`)).status).toBe(403);
  });
});
