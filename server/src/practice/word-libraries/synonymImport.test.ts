import ExcelJS from 'exceljs';
import { importResponseSchema, synonymListResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { readWorkbook } from '../../../test/importClient.js';
import { postMultipart } from '../../../test/practiceClient.js';
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

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('synonyms');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = async (rows: unknown[][], step: 'preview' | 'import', language = 'zh-CN') =>
  postMultipart(
    server.fetch,
    token,
    `/api/admin/organization/synonyms/import?step=${step}`,
    { bytes: await workbook(rows), filename: 's.xlsx', type: XLSX },
    {},
    language,
  );
const total = async () => synonymListResponseSchema.parse((await owner('GET', '/api/admin/organization/synonyms')).body).total;

describe('synonym import', () => {
  it('previews every row, refuses to import while one is wrong, and imports a clean file in one go', async () => {
    const before = await total();
    const rows = [['基准词', '同义词*'], ['价钱', '价格，报价'], [], ['优惠', '折扣'], ['价钱', '价位'], ['保养', '']];
    const preview = importResponseSchema.parse((await upload(rows, 'preview')).body);
    expect(preview).toMatchObject({ ok: false, total: 4, okcount: 1, errcount: 3, errrows: [4, 5, 6], insertcount: 0 });
    expect(preview.rows.find((row) => row.row === 4)!.errors[0]!.message).toBe('该基准词已存在');
    expect(preview.rows.find((row) => row.row === 5)!.errors[0]!.message).toBe('与第2行的基准词重复');
    expect(preview.rows.find((row) => row.row === 6)!.errors[0]!.message).toBe('请输入同义词，多个用逗号分隔');
    const refused = await upload(rows, 'import');
    expect(refused).toMatchObject({ status: 400, body: { errmsg: '导入数据有错误，请修正后再导入' } });
    expect(await total()).toBe(before);
    // The wrong rows to mend, as the file had them, each with its reason.
    const errors = await server.fetch(preview.errorfile, { headers: { token } });
    expect(errors.headers.get('content-disposition')).toContain(encodeURIComponent('同义词导入错误行.xlsx'));
    const [, ...wrong] = await readWorkbook(await errors.arrayBuffer());
    expect(wrong).toEqual([
      ['优惠', '折扣', '该基准词已存在'],
      ['价钱', '价位', '与第2行的基准词重复'],
      ['保养', '', '请输入同义词，多个用逗号分隔'],
    ]);

    const clean = importResponseSchema.parse(
      (
        await upload(
          [
            ['Base word', 'Synonyms'],
            ['价钱', '价格,报价'],
            ['车型', '款式|型号'],
          ],
          'import',
        )
      ).body,
    );
    expect(clean).toMatchObject({ ok: true, total: 2, insertcount: 2 });
    expect(await total()).toBe(before + 2);
  });

  it("names missing columns, an empty sheet and a file that is not Excel, in the caller's language", async () => {
    const missing = await upload(
      [
        ['基准词', '备注'],
        ['a', 'b'],
      ],
      'preview',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errmsg).toContain('缺少必需的列：同义词');
    const empty = await upload([['基准词', '同义词']], 'preview', 'en');
    expect(empty.status).toBe(400);
    expect(empty.body.errmsg).toContain('The file has no rows to import');
    const notExcel = await postMultipart(server.fetch, token, '/api/admin/organization/synonyms/import', {
      bytes: Buffer.from('base,words\n'),
      filename: 's.csv',
      type: 'text/csv',
    });
    expect(notExcel).toMatchObject({ status: 415, body: { errmsg: '请上传Excel文件（.xlsx 或 .xls）' } });
    expect((await postMultipart(server.fetch, token, '/api/admin/organization/synonyms/import', null)).status).toBe(415);
  });

  it('reads the table below a title, naming rows as the sheet numbers them', async () => {
    const answer = await upload([['门店常用同义词（2026年11月）'], [], ['基准词', '同义词'], ['标题下的词', '标题下,表头下']], 'preview');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, total: 1, rows: [{ row: 4, ok: true }] });
  });

  it('offers a template whose headers it reads back', async () => {
    const response = await server.fetch('/api/admin/organization/synonyms/import/template', { headers: { token } });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('同义词导入模板.xlsx'));
    const [header] = await readWorkbook(await response.arrayBuffer());
    expect(header).toEqual(['基准词', '同义词', '#synonyms-v1']);
  });
});
