import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { templateWithRows, workbookRows, XLSX } from './support/importWorkbook';
import type { RunningServer } from './support/server';

// The speech import on the import wizard: the template downloaded, a file with a wrong row previewed
// (its error shown, the import blocked), the wrong rows downloaded with their reason, the mode
// changed on the preview, then the fixed file imported and its speeches listed.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const modal = () => page.locator('.ant-modal:visible').last();
const GREETING = '您好，欢迎来店试驾';
const PRICE = '这款车落地价是多少？';

describe('speech import', () => {
  it('shows a wrong row, downloads it with its reason, and imports the file once fixed', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicespeech`);
    await page.getByTestId('speech-import').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
    expect(download.suggestedFilename()).toBe('话术导入模板.xlsx');
    const template = readFileSync(await download.path());
    const choose = async (rows: unknown[][]) =>
      modal()
        .locator('input[type=file]')
        .setInputFiles({ name: '话术.xlsx', mimeType: XLSX, buffer: await templateWithRows(template, rows) });

    await choose([
      ['导入试驾', GREETING, '低', '高兴', '试驾|试车', 'v01'],
      ['导入试驾', PRICE, '中', '开心', '价格', ''],
    ]);
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共2行：新增1行，错误1行');
    await expect(page.getByTestId('import-row-error-3').textContent()).resolves.toBe('情绪：情绪只能是正常、高兴、生气、难过、惊讶、疑惑、不耐烦');
    await expect(page.getByTestId('import-run').isDisabled()).resolves.toBe(true);
    const [errors] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-error-file').click()]);
    expect(errors.suggestedFilename()).toBe('话术导入错误行.xlsx');
    const [wrong, ...others] = await workbookRows(readFileSync(await errors.path()));
    expect(others).toEqual([]);
    expect(JSON.parse(wrong!)).toEqual([null, '导入试驾', PRICE, '中', '开心', '价格', '', '情绪只能是正常、高兴、生气、难过、惊讶、疑惑、不耐烦']);

    await modal()
      .getByRole('button', { name: /上一步/ })
      .click();
    await choose([
      ['导入试驾', GREETING, '低', '高兴', '试驾|试车', 'v01'],
      ['导入试驾', PRICE, '中', '疑惑', '价格', ''],
    ]);
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共2行：新增2行');
    // The rows say what each mode would do with them: checked again when the mode changes.
    await page.getByTestId('import-mode').getByText('仅更新').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共2行：跳过2行');
    await page.getByTestId('import-mode').getByText('新增或更新').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共2行：新增2行');
    await page.getByTestId('import-run').click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toBe('导入完成：新增2条，更新0条，跳过0条');
    await page.getByTestId('import-finish').click();
    const row = (text: string) => page.getByTestId('speech-table').locator('tbody tr.ant-table-row', { hasText: text });
    await expect(row(GREETING).textContent()).resolves.toContain('试驾|试车');
    await expect(row(PRICE).textContent()).resolves.toContain('疑惑');
  });
});
