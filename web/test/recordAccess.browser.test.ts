import { OPEN_TYPES, RECORD_ACCESS_TYPES } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logOutOfAdmin, signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { signedInToken, waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { callApi } from './support/serverApi';

// Record access lists (docs/training.md "Record access lists") from the back office: the owner
// makes the demo paper 产品知识考试 private and the demo scenario SUV展厅接待 appointed to the
// position 客服专员 through each row's 权限设置 dialog. admin01 — given exam management, scenarios and
// the exam task list here, and holding 销售经理 — sees neither in its lists, and the paper is not in
// the package editor's picker, not found by id, and refused as a package's child.
const EDITOR_FUNCS = 'home,trainmanagement-train,trainmanagement-exame,questionbank,exammanagement,voicescene';
const app = useAppUnderTest({
  viewport: DESKTOP,
  data: [{ sql: 'UPDATE users SET funcs = $1 WHERE account = $2', params: [EDITOR_FUNCS, 'admin01'] }],
});
const page = (): Page => app.page;
const dialog = () => page().locator('.ant-modal-wrap:visible .ant-modal').last();

const PAPER = '产品知识考试';
const SCENARIO = 'SUV展厅接待';
const POSITION = '客服专员';
let paperId = '';

interface Rows {
  rows: { id: string; title?: string; name?: string }[];
  total: number;
}

/** Opens the row's access dialog, leaves "follow", picks the open type and (for appointed) a position, and saves. */
async function setOwnList(open: () => Promise<void>, openType: number, scan = false): Promise<void> {
  await open();
  await page().getByTestId('catalog-access-form').waitFor();
  await expect(page().locator('#catalog-access-inherit').isChecked()).resolves.toBe(true);
  await page().locator('#catalog-access-inherit').uncheck();
  await page().getByTestId(`catalog-access-type-${openType}`).click();
  if (openType === OPEN_TYPES.appointed) {
    await page().locator('#catalog-access-positions').click();
    await page().locator('.ant-select-tree-node-content-wrapper', { hasText: POSITION }).click();
    await page().keyboard.press('Escape');
  }
  if (scan) await a11yScan(page(), 'the record access dialog');
  await dialog().getByTestId('catalog-access-save').click();
  await page().getByTestId('catalog-access-form').waitFor({ state: 'detached' });
}

describe('record access lists', () => {
  it('the owner makes a paper private and a scenario appointed to a position', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    const token = await signedInToken(page());
    const papers = await callApi<Rows>(app.server.url, 'GET', `api/admin/study/paper?title=${encodeURIComponent(PAPER)}`, { token });
    paperId = papers.body.rows[0]!.id;

    await page().goto(`${app.server.url}/#/admin/voice/exammanagement`);
    await setOwnList(() => page().getByTestId(`paper-access-${paperId}`).click(), OPEN_TYPES.private, true);

    await page().goto(`${app.server.url}/#/admin/voice/voicescene`);
    await setOwnList(() => page().getByTestId(`scenario-access-${SCENARIO}`).click(), OPEN_TYPES.appointed);

    // Read back as saved.
    await page().getByTestId(`scenario-access-${SCENARIO}`).click();
    await page().getByTestId('catalog-access-form').waitFor();
    await expect(page().locator('#catalog-access-inherit').isChecked()).resolves.toBe(false);
    await expect(dialog().locator('.ant-radio-wrapper-checked').textContent()).resolves.toContain('指定人员/岗位');
    await expect(dialog().getByTestId('catalog-access-positions').textContent()).resolves.toContain(POSITION);
    await dialog()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await page().getByTestId('catalog-access-form').waitFor({ state: 'detached' });
  });

  it('an editor outside them does not see the paper in the list, the picker or by id, and cannot add it to a package', async () => {
    await logOutOfAdmin(page());
    await signInAt(page(), app.server.url, 'admin01');
    await waitForRoute(page(), '/admin/homePage/homePage');

    const paperList = page().waitForResponse((response) => response.url().includes('/api/admin/study/paper?'));
    await page().goto(`${app.server.url}/#/admin/voice/exammanagement`);
    await paperList;
    await page().getByTestId('paper-table').waitFor();
    await expect(page().getByTestId('paper-table').getByText(PAPER).count()).resolves.toBe(0);

    const sceneList = page().waitForResponse((response) => response.url().includes('/api/admin/material/scene?'));
    await page().goto(`${app.server.url}/#/admin/voice/voicescene`);
    await sceneList;
    await page().getByTestId('scenario-table').waitFor();
    await expect(page().getByTestId(`scenario-access-${SCENARIO}`).count()).resolves.toBe(0);

    const token = await signedInToken(page());
    const picker = await callApi<Rows>(app.server.url, 'GET', 'api/admin/study/paper?status=1&rows=100', { token });
    expect(picker.body.rows.map((row) => row.id)).not.toContain(paperId);
    expect((await callApi(app.server.url, 'GET', `api/admin/study/paper/${paperId}`, { token })).status).toBe(404);
    expect((await callApi(app.server.url, 'GET', `api/admin/material/acl/bizdata/${paperId}?type=${RECORD_ACCESS_TYPES.paper}`, { token })).status).toBe(404);

    const now = Date.now();
    const window = { starttime: now - 3_600_000, endtime: now + 10 * 86_400_000 };
    const range = { departments: [], positions: [], users: [] };
    const created = await callApi<{ package: { id: string } }>(app.server.url, 'POST', 'api/admin/task/package', {
      token,
      body: { tasktype: 2, title: '越权考试任务', passscore: 60, sort: 0, range, ...window },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const child = { type: 2, title: '结业考试', weight: 100, ...window, refs: [{ refid: paperId }], settings: { retry: 1, review: 2 } };
    const added = await callApi(app.server.url, 'POST', `api/admin/task/package/${created.body.package.id}/child`, { token, body: child });
    expect(added.status).toBe(404);
  });
});
