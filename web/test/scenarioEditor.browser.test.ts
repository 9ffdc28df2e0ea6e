import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { dragLine } from './support/flowCanvas';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { SERVER_DIR, type RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// The scenario flow editor on a desktop: the seeded car-sales scenario opened from the list; lines
// the flow rules forbid are refused with the rule's message; a node and a good line are added,
// saved (as a draft, the new node being unfinished) and still there after a reload; the list then
// refuses to enable the incomplete flow with the server's message.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const SCENARIO = 'SUV展厅接待';
const NAME_REQUIRED = '请输入场景名称';
const SELF_LINK = '不能连接自身';
const IMPORTED = '导入的场景';
const SPEECH_DUPLICATE = '相似话术不能重复';
const IMPORTED_EXCEL = '展厅接待Excel版';
/** exceljs as the server package has it (the web package does not depend on it). */
interface Workbook {
  worksheets: { name: string; getCell(address: string): { value: unknown } }[];
  xlsx: { writeBuffer(): Promise<ArrayBuffer>; load(data: Buffer): Promise<unknown> };
}
const { Workbook: WorkbookClass } = createRequire(join(SERVER_DIR, 'package.json'))('exceljs') as { Workbook: new () => Workbook };

/** A scenario file in the documented format: start and end, the start's intent linked to itself when asked. */
function importDocument(selfLink: boolean): Record<string, unknown> {
  return {
    version: 1,
    name: IMPORTED,
    category: '汽车销售',
    intentMode: 'both',
    intentSimilarity: 60,
    specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
    flow: {
      nodes: [
        { id: 'start', type: 'start', name: '开始', transitions: [{ id: 't0', node: selfLink ? 'start' : '' }] },
        { id: 'end', type: 'end', name: '结束', left: 400 },
      ],
    },
  };
}
/** The node the editor adds, by its id. */
let addedId = '';
const refusal = () => page.getByTestId('flow-refusal');

/** Opens a select and picks an option (the first when no text is given), then waits for its list to close. */
async function choose(select: Locator, text?: string): Promise<void> {
  await select.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option', text ? { hasText: text } : {});
  await options.first().click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Draws a line on the canvas. */
const drag = (from: Locator, to: Locator) => dragLine(page, from, to);

describe('scenario list', () => {
  it('lists the seeded car-sales scenario as enabled and opens its flow', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicescene`);
    await expect(page.getByTestId('scenario-title').textContent()).resolves.toBe('场景管理');
    const row = page.getByTestId('scenario-table').locator('tbody tr.ant-table-row', { hasText: SCENARIO });
    await expect(row.getByTestId('scenario-status').textContent()).resolves.toBe('启用');
    await page.getByTestId(`scenario-edit-${SCENARIO}`).click();
    await expect(page.getByTestId('scenario-editor-title').textContent()).resolves.toBe(SCENARIO);
    for (const id of ['start', 'c-enter', 's-greet', 'end']) await page.getByTestId(`flow-node-${id}`).waitFor();
    // Every line carries its intent's label, no two labels covering each other (two lines run into 报价与优惠).
    const labels = page.locator('.react-flow__edge-textwrapper');
    await expect.poll(() => page.locator('.react-flow__edge-text').allTextContents()).toEqual(expect.arrayContaining(['问价格', '家用']));
    const boxes = (await Promise.all((await labels.all()).map((label) => label.boundingBox()))).filter((box) => box !== null);
    expect(boxes.length).toBe(await page.locator('.react-flow__edge').count());
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
    await expect(page.getByTestId('flow-zoom').textContent()).resolves.toBe('100%');
    await expect(page.getByTestId('flow-issues').textContent()).resolves.toContain('流程完整');
  });
});

describe('flow editor', () => {
  it('refuses lines the flow rules forbid, each with its message alone, and offers no deletion of the start', async () => {
    await page.getByTestId('flow-node-s-greet').click();
    await page.getByTestId('intent-add').click();
    const free = page.getByTestId('flow-out-s-greet-s-greet-i1');
    await free.waitFor();

    await drag(free, page.getByTestId('flow-in-c-enter'));
    await expect(refusal().textContent()).resolves.toContain('两个节点之间不能形成回路');
    await drag(page.getByTestId('flow-out-s-greet-i-welcome'), page.getByTestId('flow-in-c-need'));
    await expect.poll(() => refusal().textContent()).toContain('一个意图只能连一条线');
    await expect(refusal().textContent()).resolves.not.toContain('无法连线');
    await expect(page.getByTestId('flow-in-start').count()).resolves.toBe(0);

    await page.getByTestId('flow-node-start').click();
    await expect.poll(() => page.getByTestId('node-delete').isDisabled()).toBe(true);
    await expect(page.getByTestId('node-delete-reason').textContent()).resolves.toBe('开始节点不能删除');
  });

  it('adds nodes only at 100 % zoom', async () => {
    await page.getByTestId('flow-zoom-out').click();
    await expect.poll(() => page.getByTestId('flow-zoom').textContent()).toBe('90%');
    await expect(page.getByTestId('flow-add-customer').isDisabled()).resolves.toBe(true);
    await page.getByTestId('flow-zoom-reset').click();
    await expect.poll(() => page.getByTestId('flow-add-customer').isDisabled()).toBe(false);
    await expect(page.getByTestId('flow-add-end').isDisabled()).resolves.toBe(true);
  });

  it('deletes a line picked on the canvas and draws it again from the side panel', async () => {
    const edge = page.getByTestId('rf__edge-c-need:t-need');
    await edge.click();
    await page.getByTestId('flow-delete-line').click();
    await expect.poll(() => edge.count()).toBe(0);
    await page.getByTestId('flow-node-c-need').click();
    await choose(page.getByTestId('intent-target-0'), '报价与优惠');
    await expect.poll(() => edge.count()).toBe(1);

    await page.getByTestId('scenario-back').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '有未保存的修改，确定离开吗？' }).waitFor();
    await page.locator('.ant-modal-confirm-btns button').first().click();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await page.getByTestId('scenario-editor-title').waitFor();
  });

  it('adds a node, links the free intent to it, saves, and keeps both after a reload', async () => {
    await page.getByTestId('flow-add-customer').click();
    const added = page.locator('[data-testid^="flow-node-customer-"]');
    await added.waitFor();
    const nodeId = ((await added.getAttribute('data-testid')) ?? '').replace('flow-node-', '');
    addedId = nodeId;
    await page.getByTestId('node-name').fill('客户还价');
    await choose(page.getByTestId('intent-source-0'), '话术库');
    await choose(page.getByTestId('intent-library-0'));

    await drag(page.getByTestId('flow-out-s-greet-s-greet-i1'), page.getByTestId(`flow-in-${nodeId}`));
    await page.getByTestId('flow-node-s-greet').click();
    await expect.poll(() => page.getByTestId('intent-target-2').textContent()).toContain('客户还价');
    await page.getByTestId('intent-label-2').fill('议价');
    await page.getByTestId('intent-speech-2').fill('能不能便宜点');
    await page.getByTestId('intent-speech-2').press('Enter');
    await page.getByTestId('intent-speech-2').fill('能不能便宜点');
    await page.getByTestId('intent-speech-2').press('Enter');
    await expect.poll(() => refusal().textContent()).toContain(SPEECH_DUPLICATE);

    await page.getByTestId('scenario-save').click();
    await expect.poll(() => page.getByTestId('scenario-editor-status').textContent()).toBe('草稿');
    await page.reload();
    await page.getByTestId(`flow-node-${nodeId}`).waitFor();
    await expect(page.getByTestId(`flow-node-${nodeId}`).textContent()).resolves.toContain('客户还价');
    await page.getByTestId('flow-node-s-greet').click();
    await expect.poll(() => page.getByTestId('intent-target-2').textContent()).toContain('客户还价');
  });

  it('refuses to enable the unfinished flow with the server message', async () => {
    await page.getByTestId('scenario-back').click();
    await waitForRoute(page, '/admin/voice/voicescene');
    await page.getByTestId(`scenario-toggle-${SCENARIO}`).click();
    await page.getByTestId('scenario-toggle-confirm').click();
    await page.locator('.ant-message').getByText('流程未完成，不能启用', { exact: false }).waitFor();
    const row = page.getByTestId('scenario-table').locator('tbody tr.ant-table-row', { hasText: SCENARIO });
    await expect(row.getByTestId('scenario-status').textContent()).resolves.toBe('草稿');
  });

  it('creates a scenario after refusing it without a name, and opens its start and end as a draft', async () => {
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await page.getByTestId('scenario-add').click();
    await page.getByTestId('scenario-create-save').click();
    await page.locator('.ant-modal:visible').getByText(NAME_REQUIRED).waitFor();
    await page.getByTestId('scenario-create-name').fill('价格异议处理');
    await page.getByTestId('scenario-create-category').locator('input').fill('汽车销售');
    // The category's suggestions open over the dialog's buttons: leave the field as a user would.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await page.getByTestId('scenario-create-save').click();
    await expect.poll(() => page.getByTestId('scenario-editor-title').textContent()).toBe('价格异议处理');
    await page.getByTestId('flow-node-start').waitFor();
    await page.getByTestId('flow-node-end').waitFor();
    await expect(page.getByTestId('scenario-editor-status').textContent()).resolves.toBe('草稿');

    await page.getByTestId('settings-name').fill('');
    await page.getByTestId('scenario-save').click();
    await expect.poll(() => refusal().textContent()).toContain(NAME_REQUIRED);
    await page.getByTestId('settings-name').fill('价格异议');
    await page.getByTestId('scenario-save').click();
    await page.locator('.ant-message').getByText('已保存为草稿', { exact: false }).waitFor();
    await expect(page.getByTestId('scenario-editor-title').textContent()).resolves.toBe('价格异议');
  });

  it('imports a scenario file through the import wizard, its preview listing a broken rule with its nodes, and the Excel template downloaded from the list', async () => {
    await page.getByTestId('scenario-back').click();
    await waitForRoute(page, '/admin/voice/voicescene');
    const dialog = () => page.locator('.ant-modal:visible').last();
    const file = (selfLink: boolean) => ({
      name: 'scenario.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(importDocument(selfLink))),
    });
    const preview = async (chosen: { name: string; mimeType: string; buffer: Buffer }) => {
      await dialog().locator('input[type=file]').setInputFiles(chosen);
      await page.getByTestId('import-next').click();
    };
    const importChecked = async () => {
      await expect.poll(() => page.getByTestId('import-summary').textContent()).toContain('检查通过');
      await page.getByTestId('import-run').click();
      await page.getByTestId('import-result').waitFor();
      await page.getByTestId('import-finish').click();
    };
    await page.getByTestId('scenario-import').click();
    await preview(file(true));
    await expect.poll(() => page.getByTestId('scenario-import-problems').textContent()).toContain(`节点：开始（start）${SELF_LINK}`);
    await expect(page.getByTestId('import-run').isDisabled()).resolves.toBe(true);
    await dialog()
      .getByRole('button', { name: /上一步/ })
      .click();
    await preview(file(false));
    await importChecked();
    const row = page.getByTestId('scenario-table').locator('tbody tr.ant-table-row', { hasText: IMPORTED });
    await expect(row.getByTestId('scenario-status').textContent()).resolves.toBe('草稿');

    // The Excel template (the car-sales example) downloaded from the list, renamed, and imported back.
    const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('scenario-import-template').click()]);
    const book = new WorkbookClass();
    await book.xlsx.load(readFileSync(await template.path()));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['场景', '流程']);
    book.worksheets[0]!.getCell('B1').value = IMPORTED_EXCEL;
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await page.getByTestId('scenario-import').click();
    await preview({ name: 'scenario.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await importChecked();
    const excelRow = page.getByTestId('scenario-table').locator('tbody tr.ant-table-row', { hasText: IMPORTED_EXCEL });
    await expect(excelRow.getByTestId('scenario-status').textContent()).resolves.toBe('启用');
  });

  it('stored the new node and line in the scenario document (another session signs in last)', async () => {
    const token = (await apiSignIn(server.url, 'superadmin', DEMO_PASSWORD)).token;
    const list = await callApi<{ rows: { id: string; name: string }[] }>(server.url, 'GET', `api/admin/material/scene?name=${encodeURIComponent(SCENARIO)}`, {
      token,
    });
    const id = list.body.rows[0]?.id ?? '';
    const detail = await callApi<{
      scene: {
        status: string;
        scenario: {
          flow: {
            nodes: { id: string; transitions: { id: string; node: string; label: string; speeches: string[]; speechtype: number; speechid: string }[] }[];
          };
        };
      };
    }>(server.url, 'GET', `api/admin/material/scene/${id}`, { token });
    expect(detail.body.scene.status).toBe('draft');
    const greet = detail.body.scene.scenario.flow.nodes.find((node) => node.id === 's-greet');
    const added = detail.body.scene.scenario.flow.nodes.find((node) => node.id === addedId);
    expect(added?.transitions[0]).toMatchObject({ speechtype: 2, speechid: expect.stringMatching(/.+/) });
    expect(greet?.transitions.find((line) => line.id === 's-greet-i1')).toMatchObject({ node: addedId, label: '议价', speeches: ['能不能便宜点'] });
  });
});
