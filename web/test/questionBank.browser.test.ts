import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordDialogMotion, sidebarHighlight, signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { templateWithRows } from './support/importWorkbook';
import { SERVER_DIR, type RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// The question bank, exam management's questions tab, on a desktop: the tab opened by its link and
// kept on reload, a catalogue, a question refused with the rules shown inline, then single-choice and
// fill questions written by hand, filtered and disabled; an Excel import with a wrong row flagged, its
// failed-rows file downloaded, fixed and imported; a paper composed from the bank.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

/** exceljs as the server package has it (the web package does not depend on it). */
interface Workbook {
  addWorksheet(name: string): { addRow(values: unknown[]): void };
  worksheets: { rowCount: number; getRow(index: number): { values: unknown } }[];
  xlsx: { writeBuffer(): Promise<ArrayBuffer>; load(data: Buffer): Promise<unknown> };
}
const { Workbook: WorkbookClass } = createRequire(join(SERVER_DIR, 'package.json'))('exceljs') as { Workbook: new () => Workbook };

const HEADER = ['题目分类', '题型', '难度', '分值', '题目', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '答案', '解析', '#question-v1'];
const row = (text: string) => ['导入分类', '单选题', '高', 10, text, '认同', '反驳', '', '', '', '', 'A', ''];

/** A question file: the template's header and rows; or a trainer's own sheet, a title above the header and no template marker. */
async function workbook(rows: unknown[][], own?: { title: string }): Promise<Buffer> {
  const book = new WorkbookClass();
  const sheet = book.addWorksheet('题目');
  const top = own ? [[own.title], HEADER.slice(0, -1)] : [HEADER];
  for (const values of [...top, ...rows]) sheet.addRow(values);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const modal = () => page.locator('.ant-modal:visible').last();
const activeTab = () => page.locator('.ant-tabs-tab-active').textContent();
const questionRow = (text: string) => page.getByTestId('question-table').locator('tbody tr.ant-table-row', { hasText: text });

describe('question bank', () => {
  it('opens on the questions tab of exam management from its link and keeps the tab on reload', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/exammanagement?tab=questions`);
    await expect(page.getByTestId('exam-management-title').textContent()).resolves.toBe('考试管理');
    await page.getByTestId('question-table').waitFor();
    await expect(activeTab()).resolves.toBe('试题');
    await expect.poll(() => sidebarHighlight(page)).toEqual({ open: ['题库管理'], selected: ['考试管理'] });
    await page.reload();
    await page.getByTestId('question-table').waitFor();
    await expect(activeTab()).resolves.toBe('试题');
  });

  it('switches between the papers and the questions, the URL following the tab', async () => {
    await page.getByTestId('exam-tab-papers').click();
    await waitForRoute(page, '/admin/voice/exammanagement');
    await page.getByTestId('paper-table').waitFor();
    await expect(page.getByTestId('question-table').count()).resolves.toBe(0);
    await expect(activeTab()).resolves.toBe('试卷');
    await page.getByTestId('exam-tab-questions').click();
    await waitForRoute(page, '/admin/voice/exammanagement?tab=questions');
    await page.getByTestId('question-table').waitFor();
    await expect(page.getByTestId('paper-table').count()).resolves.toBe(0);
  });

  it('adds a catalogue', async () => {
    await page.getByTestId('question-catalog-add').click();
    await page.getByTestId('question-catalog-name').fill('异议处理');
    await page.getByTestId('question-catalog-save').click();
    await page.getByTestId('question-catalog-异议处理').click();
    await expect(page.locator('.ant-tree-node-selected').textContent()).resolves.toContain('异议处理');
  });

  it('refuses an incomplete question with the rules beside its fields, then saves it once complete', async () => {
    await page.getByTestId('question-add').click();
    await page.getByTestId('question-save').click();
    await modal().getByText('请输入题目内容').waitFor();
    await modal()
      .getByText(/请输入选项内容/)
      .first()
      .waitFor();
    await expect(
      modal()
        .getByText(/单选题必须有且只有一个正确答案/)
        .count(),
    ).resolves.toBe(1);

    await page.getByTestId('question-text').fill('客户说价格太贵，第一步应该怎么做？');
    for (const [index, text] of ['先认同客户的感受', '马上打折', '转移话题', '不予理会'].entries()) {
      await page.getByTestId(`question-option-${index}`).fill(text);
    }
    await page.getByTestId('question-correct-0').check();
    await page.getByTestId('question-save').click();
    await questionRow('客户说价格太贵').waitFor();
    await expect(questionRow('客户说价格太贵').textContent()).resolves.toContain('异议处理');
  });

  it('writes a fill question with comma-separated answers and edits its answer', async () => {
    await page.getByTestId('question-add').click();
    await page.getByTestId('question-type-fill').click();
    await page.getByTestId('question-text').fill('处理异议的三步是：认同、____、____。');
    await page.getByTestId('question-save').click();
    await modal().getByText('请输入填空题答案，多个空的答案用逗号分隔').waitFor();
    await page.getByTestId('question-answer').fill('追问，解决');
    await page.getByTestId('question-save').click();
    await questionRow('处理异议的三步').waitFor();
    await expect(questionRow('处理异议的三步').textContent()).resolves.toContain('填空题');

    const edit = () => page.getByTestId('question-edit-处理异议的三步是：认同、____、____。').click();
    await edit();
    await expect(page.getByTestId('question-answer').inputValue()).resolves.toBe('追问，解决');
    await page.getByTestId('question-answer').fill('追问|询问，解决');
    await page.getByTestId('question-save').click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    await edit();
    await expect(page.getByTestId('question-answer').inputValue()).resolves.toBe('追问|询问，解决');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('searches by text and disables a question', async () => {
    await page.getByTestId('question-search').fill('价格');
    await page.getByTestId('question-query').click();
    await expect.poll(() => page.getByTestId('question-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    const motion = await recordDialogMotion(page);
    await page.getByTestId('question-toggle-客户说价格太贵，第一步应该怎么做？').click();
    // The browser asks for reduced motion: the confirmation opens at once, without antd's zoom.
    await expect(motion()).resolves.toEqual(['ant-zoom-appear-prepare']);
    await page.getByTestId('question-toggle-confirm').click();
    await expect.poll(() => page.getByTestId('question-toggle-客户说价格太贵，第一步应该怎么做？').getAttribute('aria-checked')).toBe('false');
  });
});

describe('question import', () => {
  const chooseFile = (name: string, buffer: Buffer) =>
    modal().locator('input[type=file]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  it('takes only an Excel file and flags the wrong rows, blocking the import', async () => {
    await page.getByTestId('question-import').click();
    await expect(page.getByTestId('import-next').isDisabled()).resolves.toBe(true);
    await chooseFile('题目.csv', Buffer.from('a,b'));
    await page.getByText('请上传Excel文件（.xlsx 或 .xls）').waitFor();
    await expect(page.getByTestId('import-next').isDisabled()).resolves.toBe(true);

    await chooseFile('假的.xlsx', Buffer.from('not a workbook'));
    await page.getByTestId('import-next').click();
    await page.getByText('请上传Excel文件（.xlsx 或 .xls）').last().waitFor();
    await chooseFile('空的.xlsx', Buffer.from(await new WorkbookClass().xlsx.writeBuffer()));
    await page.getByTestId('import-next').click();
    await page.getByText('无效的Excel文件').waitFor();
    await expect(page.getByTestId('import-summary').count()).resolves.toBe(0);

    await chooseFile('题目.xlsx', await workbook([row('导入题一'), row(''), row('导入题三')]));
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共3行，正确2行，错误1行');
    await expect(page.getByTestId('import-row-error-3').textContent()).resolves.toBe('题目：题目不能为空');
    await expect(page.getByTestId('import-run').isDisabled()).resolves.toBe(true);
  });

  it('downloads the failed rows, then imports the fixed file and resets the wizard', async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-error-file').click()]);
    const failed = new WorkbookClass();
    await failed.xlsx.load(readFileSync(await file.path()));
    const sheet = failed.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(JSON.stringify(sheet?.getRow(2).values)).toContain('题目不能为空');

    await modal()
      .getByRole('button', { name: /上一步/ })
      .click();
    // The fixed file is the trainer's own sheet, not the template: read by its headers below its title.
    await chooseFile('题目-修正.xlsx', await workbook([row('导入题一'), row('导入题二'), row('导入题三')], { title: '销售话术题（自己整理）' }));
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共3行，正确3行，错误0行');
    await modal().getByText('新增或更新').click();
    await page.getByTestId('import-run').click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toContain('新增3条');
    await page.getByTestId('import-finish').click();

    await page.getByTestId('question-import').click();
    await expect(page.getByTestId('import-next').isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('question-search').fill('');
    await page.getByTestId('question-catalog-导入分类').click();
    await page.getByTestId('question-query').click();
    await expect.poll(() => page.getByTestId('question-table').locator('tbody tr.ant-table-row').count()).toBe(3);
  });
});

describe('paper composer', () => {
  const line = (text: string) => page.getByTestId('paper-questions').locator('tbody tr.ant-table-row', { hasText: text });

  it('picks and draws questions, scores them to 100 and publishes the paper, which then locks', async () => {
    await page.goto(`${server.url}/#/admin/voice/exammanagement`);
    await page.getByTestId('paper-add').click();
    await waitForRoute(page, '/admin/voice/editpaper');
    await page.getByTestId('paper-title').fill('异议处理季度考试');

    await page.getByTestId('paper-pick').click();
    const picker = page.getByTestId('picker-table');
    await picker.locator('tr', { hasText: '导入题一' }).waitFor();
    await expect(picker.locator('tbody tr.ant-table-row', { hasText: '客户说价格太贵' }).count()).resolves.toBe(0);
    for (const text of ['导入题一', '导入题二']) await picker.locator('tr', { hasText: text }).locator('input[type=checkbox]').check();
    await page.getByTestId('picker-ok').click();
    await line('导入题二').waitFor();

    // The demo exam's fill question would be a second candidate for the draw: disabled questions are never drawn.
    const owner = await apiSignIn(server.url, 'owner01', DEMO_PASSWORD);
    const seeded = await callApi<{ rows: { id: string }[] }>(server.url, 'GET', `api/admin/study/question?text=${encodeURIComponent('旗舰产品')}`, {
      token: owner.token,
    });
    expect(seeded.body.rows).toHaveLength(1);
    for (const { id } of seeded.body.rows)
      await callApi(server.url, 'POST', `api/admin/study/question/${id}/disable`, { token: owner.token, body: { disabled: 1 } });
    await page.getByTestId('draw-type').click();
    await page.locator('.ant-select-dropdown:visible').getByText('填空题', { exact: true }).click();
    await page.getByTestId('draw-count').fill('1');
    await page.getByTestId('draw-run').click();
    await line('处理异议的三步').waitFor();
    await expect(page.getByTestId('paper-total').textContent()).resolves.toBe('总分：30分');
    await expect(page.getByTestId('paper-errors').textContent()).resolves.toContain('试卷总分必须等于100分，当前为30分');
    await expect(page.getByTestId('paper-save').isDisabled()).resolves.toBe(true);

    await page.getByTestId('paper-questions').locator('thead input[type=checkbox]').check();
    await page.getByTestId('paper-batch-score').fill('33.3');
    await page.getByTestId('paper-batch-apply').click();
    await expect.poll(() => page.getByTestId('paper-total').textContent()).toBe('总分：99.9分');
    await line('导入题一').getByRole('spinbutton').fill('33.4');
    await page.getByTestId('paper-title').click();
    await expect.poll(() => page.getByTestId('paper-total').textContent()).toBe('总分：100分');
    await expect(page.getByTestId('paper-errors').count()).resolves.toBe(0);

    await page.getByTestId('paper-publish').click();
    await page.getByTestId('paper-publish-confirm').click();
    await page.getByTestId('paper-locked').waitFor();
    await expect(page.getByTestId('paper-save').count()).resolves.toBe(0);
    // Publishing says it published (not only that it saved), and the paper keeps its default category.
    await page.locator('.ant-message', { hasText: '试卷已发布' }).waitFor();
    await expect(page.locator('.ant-message', { hasText: '试卷已保存' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('paper-category').textContent()).resolves.toContain('默认分类');

    await page.getByTestId('paper-preview').click();
    await expect.poll(() => page.getByTestId('paper-preview-body').textContent()).toContain('导入题二');
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/#/admin/voice/exammanagement`);
    await expect.poll(() => page.getByTestId('paper-table').locator('tbody tr', { hasText: '异议处理季度考试' }).textContent()).toContain('已发布');
    await expect(page.getByTestId('paper-table').locator('tbody tr', { hasText: '异议处理季度考试' }).textContent()).resolves.toContain('默认分类');
  });
});

describe('exam import', () => {
  const question = (text: string, answer: string, score: number) => ['导入考试题库', '单选题', '中', score, text, '认同', '反驳', '', '', '', '', answer, ''];

  it('imports a whole exam from the downloaded template through the same wizard, every mode offered', async () => {
    await page.goto(`${server.url}/#/admin/voice/exammanagement`);
    await page.getByTestId('exam-import').click();
    await expect(modal().locator('.ant-modal-title').textContent()).resolves.toBe('批量导入考试');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
    const rows = [
      ['导入的季度考试', 30, 5, 60, '导入考试', ...question('客户嫌贵时先怎么做？', 'A', 40)],
      ['', '', '', '', '', ...question('客户犹豫时先怎么做？', 'A', 60)],
    ];
    const buffer = await templateWithRows(readFileSync(await download.path()), rows);
    await modal()
      .locator('input[type=file]')
      .setInputFiles({ name: '考试.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共2行，正确2行，错误0行');
    await expect(page.getByTestId('import-mode').locator('.ant-radio-wrapper').count()).resolves.toBe(3);
    await page.getByTestId('import-run').click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toContain('新增1条');
    await page.getByTestId('import-finish').click();
    await expect.poll(() => page.getByTestId('paper-table').locator('tbody tr', { hasText: '导入的季度考试' }).textContent()).toContain('导入考试');
  });
});
