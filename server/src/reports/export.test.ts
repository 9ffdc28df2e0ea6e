import { endpoint, fileDownloadSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminRoute } from '../http/contract.js';
import type { RouteRegistrar } from '../http/routers.js';
import { excelWidth, loadExcel } from '../lib/excel.js';
import { attachmentHeader, batchedRows, EXPORT_BATCH, EXPORT_CONCURRENCY, EXPORT_ROWS_HEADER, streamExport } from './export.js';

// The streamed export on the real server, through test routes whose rows come in keyset batches
// as the reports' do, and one whose rows wait until the test lets them go.
const ROWS = 2500;
const many = endpoint({ method: 'GET', path: 'api/test/export/many', response: fileDownloadSchema });
const held = endpoint({ method: 'GET', path: 'api/test/export/held', response: fileDownloadSchema });

let batches = 0;
let opened = 0;
let openedSignal: () => void = () => {};
let release: () => void = () => {};
const gate = () => new Promise<void>((resolve) => (release = resolve));
let released = gate();

const rowAt = (n: number) => [n, n % 2 ? `学员${n}` : `learner-${n}`, n === 7 ? '一个非常非常长的部门名称在这里' : n === 3 ? null : 'x'];

const register: RouteRegistrar = (routers) => {
  adminRoute(routers, many, { functions: 'adminuser' }, async (_input, _request, ctx) =>
    streamExport(ctx, { filename: '任务报表.xlsx', sheet: '任务', header: ['序号', 'Name', '部门'] }, async () => ({
      total: ROWS,
      rows: batchedRows<ReturnType<typeof rowAt>>(async (after, limit) => {
        batches += 1;
        const from = after ? Number(after[0]) + 1 : 1;
        return Array.from({ length: Math.max(0, Math.min(limit, ROWS - from + 1)) }, (_, index) => rowAt(from + index));
      }),
    })),
  );
  adminRoute(routers, held, { functions: 'adminuser' }, async (_input, _request, ctx) =>
    streamExport(ctx, { filename: 'held.xlsx', sheet: 'held', header: ['n'] }, async () => {
      opened += 1;
      openedSignal();
      return {
        total: 1,
        rows: (async function* () {
          await released;
          yield ['1'];
        })(),
      };
    }),
  );
};

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ routes: [register] });
  token = await server.login('owner01');
});
afterAll(() => server?.close());

const get = (path: string) => server.fetch(path, { headers: { token, 'Accept-Language': 'en' } });

async function readSheet(response: Response) {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

describe('the streamed Excel export', () => {
  it('streams every row in batches, with the row count and a UTF-8 file name before the body', async () => {
    batches = 0;
    const response = await get('/api/test/export/many');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get(EXPORT_ROWS_HEADER.toLowerCase())).toBe(String(ROWS));
    expect(response.headers.get('content-disposition')).toBe(attachmentHeader('任务报表.xlsx'));
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('任务报表.xlsx')}`);
    const sheet = await readSheet(response);
    expect(sheet.name).toBe('任务');
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, '序号', 'Name', '部门']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    for (const n of [1, 2, 7, EXPORT_BATCH, EXPORT_BATCH + 1, ROWS]) expect(sheet.getRow(n + 1).values).toEqual([undefined, ...rowAt(n)]);
    expect(batches).toBe(Math.ceil(ROWS / EXPORT_BATCH));
  });

  it('keeps figures as numbers and nothing as an empty cell, under a frozen, filtered header row', async () => {
    const sheet = await readSheet(await get('/api/test/export/many'));
    expect(sheet.getCell('A3').value).toBe(2);
    expect(sheet.getCell('A3').type).toBe((await loadExcel()).ValueType.Number);
    expect(sheet.getCell('C4').value).toBeNull();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:C1');
  });

  it('sizes each column by the spec’s rule from the header and the first batch', async () => {
    const sheet = await readSheet(await get('/api/test/export/many'));
    // 2.2 per CJK character, 1.1 per other, at least 10.
    expect(sheet.getColumn(1).width).toBe(10);
    expect(sheet.getColumn(2).width).toBeCloseTo(Math.max(excelWidth('learner-1000'), excelWidth('学员999')));
    expect(sheet.getColumn(3).width).toBeCloseTo(excelWidth('一个非常非常长的部门名称在这里'));
    expect(excelWidth('一个非常非常长的部门名称在这里')).toBeCloseTo(15 * 2.2);
  });

  it(`refuses a third export while ${EXPORT_CONCURRENCY} are streaming, and takes one again when they end`, async () => {
    released = gate();
    opened = 0;
    const bothOpened = new Promise<void>((resolve) => (openedSignal = () => opened === EXPORT_CONCURRENCY && resolve()));
    const running = Array.from({ length: EXPORT_CONCURRENCY }, () => get('/api/test/export/held'));
    await bothOpened;
    const refused = await get('/api/test/export/many');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ successed: false, errcode: 42995, errmsg: 'Too many reports are being exported; try again shortly' });
    release();
    for (const response of await Promise.all(running)) expect((await readSheet(response)).getRow(2).values).toEqual([undefined, '1']);
    expect((await get('/api/test/export/many')).status).toBe(200);
  });
});
