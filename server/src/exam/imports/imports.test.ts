import { importResponseSchema, paperListResponseSchema, questionListResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport, questionRow, readWorkbook, templateWorkbook } from '../../../test/importClient.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
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

const QUESTIONS = '/api/admin/study/question/import';
const EXAMS = '/api/admin/study/examination/import';
const bankTotal = async (text: string) =>
  questionListResponseSchema.parse((await owner('GET', `/api/admin/study/question?text=${encodeURIComponent(text)}`)).body).total;

describe('question import', () => {
  const good = [
    questionRow({ text: '导入单选🙂', options: ['认同', '降价'], answer: 'A', score: { formula: '5+5', result: 10 } }),
    questionRow({ text: '导入多选', type: '多選題', options: ['甲', '乙', '丙'], answer: 'A，C', level: '高' }),
    questionRow({ text: '导入判断', type: 'True/false', answer: 'B' }),
    questionRow({ text: '导入填空', type: '填空题', answer: '北京,上海' }),
  ];

  it('previews row results, keeps the failed rows as a file, refuses to import until fixed, then imports; twice in mode 3 creates nothing new', async () => {
    const bad = questionRow({ text: '导入错误判断', type: '判断题', answer: 'C' });
    const file = await templateWorkbook('question', [...good, bad]);
    const preview = importResponseSchema.parse((await postImport(server.fetch, token, `${QUESTIONS}?step=preview&mode=3`, file)).body);
    expect(preview).toMatchObject({ ok: false, total: 5, okcount: 4, errcount: 1, errrows: [6], insertcount: 0 });
    expect(preview.rows[4]?.errors[0]).toEqual({ column: '答案', message: '判断题的答案只能是A或B' });

    const download = await server.fetch(preview.errorfile, { headers: { token } });
    expect(download.headers.get('content-type')).toContain('spreadsheetml');
    const failedRows = await readWorkbook(await download.arrayBuffer());
    expect(failedRows[0]).toContain('错误原因');
    expect(failedRows[0]?.at(-1)).toBe('#question-v1');
    expect(failedRows[1]).toContain('导入错误判断');
    expect(failedRows[1]).toContain('判断题的答案只能是A或B');

    const refused = await postImport(server.fetch, token, `${QUESTIONS}?step=import&mode=3`, file);
    expect(refused).toMatchObject({ status: 400, body: { errmsg: '导入数据有错误，请修正后再导入' } });
    expect(await bankTotal('导入')).toBe(0);

    const fixed = await templateWorkbook('question', [...good, questionRow({ text: '导入错误判断', type: '判断题', answer: 'A' })]);
    const first = importResponseSchema.parse((await postImport(server.fetch, token, `${QUESTIONS}?step=import&mode=3`, fixed)).body);
    expect(first).toMatchObject({ ok: true, insertcount: 5, updatecount: 0, errorfile: '' });
    const bank = questionListResponseSchema.parse((await owner('GET', `/api/admin/study/question?text=${encodeURIComponent('导入')}&rows=30`)).body);
    expect(bank.rows.find((row) => row.text === '导入单选🙂')).toMatchObject({
      score: 10,
      level: 3,
      catalogname: '导入题库',
      choices: [
        { id: 'A', iscorrect: 1 },
        { id: 'B', iscorrect: 0 },
      ],
    });
    expect(bank.rows.find((row) => row.text === '导入判断')?.choices.map((choice) => choice.content)).toEqual(['正确', '错误']);

    const second = importResponseSchema.parse((await postImport(server.fetch, token, `${QUESTIONS}?step=import&mode=3`, fixed)).body);
    expect(second).toMatchObject({ insertcount: 0, updatecount: 5 });
    expect(await bankTotal('导入')).toBe(5);
    const createOnly = importResponseSchema.parse((await postImport(server.fetch, token, `${QUESTIONS}?step=import&mode=1`, fixed)).body);
    expect(createOnly).toMatchObject({ insertcount: 0, skipcount: 5 });
    const updateOnly = importResponseSchema.parse(
      (
        await postImport(
          server.fetch,
          token,
          `${QUESTIONS}?step=import&mode=2`,
          await templateWorkbook('question', [questionRow({ text: '全新的题', answer: 'A', options: ['a', 'b'] })]),
        )
      ).body,
    );
    expect(updateOnly).toMatchObject({ insertcount: 0, skipcount: 1 });
    expect(await bankTotal('全新的题')).toBe(0);
  });

  it('reads merged cells as empty below their first cell, and says so per row', async () => {
    const file = await templateWorkbook(
      'question',
      [questionRow({ text: '合并一', options: ['a', 'b'], answer: 'A' }), questionRow({ text: '合并二', options: ['a', 'b'], answer: 'A' })],
      (sheet) => sheet.mergeCells('A2:A3'),
    );
    const preview = importResponseSchema.parse((await postImport(server.fetch, token, QUESTIONS, file)).body);
    expect(preview.rows.map((row) => row.ok)).toEqual([true, false]);
    expect(preview.rows[1]?.errors[0]?.message).toBe('题目分类不能为空');
  });

  it('refuses an empty workbook, a renamed .csv, several or no files, and a file over the row limit, with clear messages', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const empty = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    expect(await postImport(server.fetch, token, QUESTIONS, empty)).toMatchObject({ status: 400, body: { errmsg: '无效的Excel文件' } });
    expect(await postImport(server.fetch, token, QUESTIONS, '题目,答案\n一,A\n', 'questions.xlsx')).toMatchObject({
      status: 415,
      body: { errmsg: '请上传Excel文件（.xlsx 或 .xls）' },
    });
    const none = await server.fetch(QUESTIONS, { method: 'POST', headers: { token }, body: new FormData() });
    expect(none.status).toBe(415);
    const rows = Array.from({ length: 10_000 }, (_, index) => questionRow({ text: `海量${index}`, options: ['a', 'b'], answer: 'A' }));
    const huge = await postImport(server.fetch, token, QUESTIONS, await templateWorkbook('question', rows), 'big.xlsx', 'en');
    expect(huge.status).toBe(400);
    expect(huge.body.detail?.[0]).toMatch(/5000/);
    expect(await bankTotal('海量')).toBe(0);
    const oversized = Buffer.alloc(11 * 1024 * 1024, 0x20);
    oversized.write('PK\u0003\u0004', 0, 'latin1');
    expect((await postImport(server.fetch, token, QUESTIONS, oversized)).status).toBe(413);
  });

  it('refuses a workbook whose headers misstate what an entry inflates to (zip bombs: src/http/imports.test.ts)', async () => {
    const lying = await templateWorkbook('question', [questionRow({ text: '膨胀', options: ['a', 'b'], answer: 'A' })]);
    const centralEntry = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(200 * 1024 * 1024, centralEntry + 24);
    const refused = await postImport(server.fetch, token, `${QUESTIONS}?step=import&mode=3`, lying, 'bomb.xlsx', 'en');
    expect(refused).toMatchObject({ status: 400, body: { errcode: 40061 } });
    expect(await bankTotal('膨胀')).toBe(0);
  });

  it('serves the template with its version marker', async () => {
    const response = await server.fetch('/api/admin/study/question/import/template', { headers: { token, 'Accept-Language': 'en' } });
    const [header] = await readWorkbook(await response.arrayBuffer());
    expect(header?.at(-1)).toBe('#question-v1');
    expect(header?.[0]).toMatch(/categor/i);
    expect((await server.fetch('/api/admin/study/question/import/errors/00000000-0000-4000-8000-000000000000', { headers: { token } })).status).toBe(404);
  });
});

describe('exam import', () => {
  const exam = (title: string, extra: unknown[][] = []): unknown[][] => [
    [title, 30, 5, 60, '导入试卷', ...questionRow({ text: `${title}第一题`, options: ['甲', '乙'], answer: 'A', score: 40 })],
    ['', '', '', '', '', ...questionRow({ text: `${title}第二题`, type: '填空题', answer: '上海', score: 60 })],
    ...extra,
  ];

  it('creates whole papers with their questions; the same file again in mode 3 creates nothing; a published paper is locked', async () => {
    const file = await templateWorkbook('exam', [...exam('导入试卷甲'), ...exam('导入试卷乙')]);
    const first = importResponseSchema.parse((await postImport(server.fetch, token, `${EXAMS}?step=import&mode=3`, file)).body);
    expect(first).toMatchObject({ ok: true, insertcount: 2, updatecount: 0 });
    const papers = paperListResponseSchema.parse((await owner('GET', `/api/admin/study/paper?title=${encodeURIComponent('导入试卷')}`)).body);
    expect(papers.rows.map((row) => [row.title, row.total, row.questioncount, row.categoryName]).sort()).toEqual([
      ['导入试卷乙', 100, 2, '导入试卷'],
      ['导入试卷甲', 100, 2, '导入试卷'],
    ]);
    const again = importResponseSchema.parse((await postImport(server.fetch, token, `${EXAMS}?step=import&mode=3`, file)).body);
    expect(again).toMatchObject({ insertcount: 0, updatecount: 2 });
    expect(paperListResponseSchema.parse((await owner('GET', `/api/admin/study/paper?title=${encodeURIComponent('导入试卷')}`)).body).total).toBe(2);
    expect(await bankTotal('导入试卷甲第一题')).toBe(1);

    const published = papers.rows.find((row) => row.title === '导入试卷甲')!;
    await owner('POST', `/api/admin/study/paper/${published.id}/status`, { status: 1 });
    const locked = importResponseSchema.parse((await postImport(server.fetch, token, `${EXAMS}?mode=3`, file)).body);
    expect(locked.ok).toBe(false);
    expect(locked.rows[0]?.errors.map((issue) => issue.message)).toContain('试卷已发布，不能修改');
  });

  it('reports a paper whose scores do not sum to 100 on its title row', async () => {
    const rows = exam('分值不对');
    (rows[1] as unknown[])[8] = 50;
    const preview = importResponseSchema.parse((await postImport(server.fetch, token, EXAMS, await templateWorkbook('exam', rows))).body);
    expect(preview.rows[0]?.errors.map((issue) => issue.message)).toContain('试卷题目分值合计须为100分，当前为90分');
  });

  it('refuses a question file in the exam import as the wrong template', async () => {
    const file = await templateWorkbook('question', [questionRow({ text: '题', answer: 'A', options: ['a', 'b'] })]);
    const answer = await postImport(server.fetch, token, EXAMS, file);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain('模板不正确，请下载本页面的导入模板');
  });
});
