import { zonedSecondsText } from '@peilian/shared';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signedInToken, waitForRoute } from './support/app';
import { signInAt } from './support/admin';
import { useAppUnderTest } from './support/appUnderTest';
import { apiSignIn, callApi } from './support/serverApi';

// The task-package admin on a desktop: an administrator builds a package with a file-reading child
// task on a PDF uploaded through the real resumable upload API, is told the weights must reach
// 100%, schedules it (a past time refused), sees it scheduled in the list, and finds the child
// tasks locked once it is published.
const app = useAppUnderTest();
const PACKAGE = '新员工入职培训';
const CHILD = '阅读员工手册';
const DOCUMENT = '员工手册';

/** A one-page PDF, built here so the test owns its bytes. */
function tinyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads a PDF through `api/admin/v3/upload` (create, one chunk, complete) as the content library does. */
async function uploadPdf(base: string, token: string, name: string): Promise<void> {
  const bytes = tinyPdf();
  const created = await callApi<{ id: string }>(base, 'POST', 'api/admin/v3/upload', {
    token,
    body: { kind: 'file', filename: `${name}.pdf`, size: bytes.length },
  });
  expect(created.status).toBe(200);
  const chunk = await fetch(`${base}/api/admin/v3/upload/${created.body.id}?offset=0`, {
    method: 'PUT',
    headers: { token, 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
    body: new Uint8Array(bytes),
  });
  expect(await chunk.json()).toMatchObject({ successed: true, received: bytes.length });
  const media = await callApi(base, 'POST', `api/admin/v3/upload/${created.body.id}/complete`, { token, body: { name } });
  expect(media).toMatchObject({ status: 200, body: { media: { name, format: 'pdf' } } });
}

const page = (): Page => app.page;
const dialog = () => page().locator('.ant-modal-wrap:visible .ant-modal').last();
const fieldError = (text: string) => page().locator('.ant-form-item-explain-error', { hasText: text });
const packageRow = () => page().getByTestId('package-table').locator('tbody tr.ant-table-row', { hasText: PACKAGE });
/** The date-time pickers' text for an instant: the organisation's wall time (China time), whatever the machine's zone. */
const pickerText = (ms: number) => zonedSecondsText(ms, 'Asia/Shanghai');

async function typePublishTime(ms: number) {
  const input = dialog().locator('#publish-time');
  await input.click();
  await input.fill(pickerText(ms));
  await input.press('Enter');
}

/** The signed-in browser's token: a second sign-in of the same account would end the browser's session. */
const browserToken = () => signedInToken(page());

beforeAll(async () => {
  const { token } = await apiSignIn(app.server.url, 'superadmin', DEMO_PASSWORD);
  await uploadPdf(app.server.url, token, DOCUMENT);
});

describe('task package admin', () => {
  it('opens the training task list and creates a package with a cover, published to a department', async () => {
    await signInAt(page(), app.server.url, 'superadmin');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await expect.poll(() => page().getByTestId('package-list-title').textContent()).toBe('培训任务');
    await page().getByTestId('package-add').click();
    await waitForRoute(page(), '/admin/train/edittraincom-train');
    await page().getByTestId('package-edit-title').waitFor();

    await page().locator('#package-title').fill('');
    await page().locator('#package-title').press('Tab');
    await fieldError('请输入任务名称').waitFor();
    await page().locator('#package-passscore').fill('0');
    await page().locator('#package-passscore').press('Tab');
    await fieldError('及格分须大于0且不超过100').waitFor();

    await page().locator('#package-title').fill(PACKAGE);
    await page().locator('#package-passscore').fill('80');
    await page().locator('#package-departments').click();
    await page().locator('.ant-select-tree-treenode:visible', { hasText: '销售部' }).first().locator('.ant-select-tree-checkbox').click();
    await page().keyboard.press('Escape');
    await page().getByTestId('package-cover-choose').click();
    await page().getByTestId('chooser-tile-business-1.png').click();
    await page().getByTestId('chooser-ok').click();
    await page().getByTestId('package-cover-image').waitFor();
    await page().getByTestId('package-save').click();
    await page().waitForFunction(() => window.location.hash.startsWith('#/admin/train/edittraincom-train?id='));
    await expect.poll(() => page().getByTestId('package-edit-state').textContent()).toBe('未发布');
    await page().getByTestId('child-section').waitFor();
  });

  it('adds a file-reading child task from the content library and warns until the weights sum to 100%', async () => {
    await page().getByTestId('child-add').click();
    await dialog().locator('#child-title').fill(CHILD);
    await dialog().locator('#child-weight').fill('60');
    await expect.poll(() => dialog().getByTestId('child-weight-total').textContent()).toBe('权重合计 60%');
    await dialog().getByTestId('child-media-choose').click();

    const picker = page().getByTestId('resource-picker');
    await picker.locator('tr.ant-table-row', { hasText: '产品手册' }).waitFor();
    await page().getByTestId('resource-picker-ok').click();
    await page().getByTestId('resource-picker-problem').filter({ hasText: '请至少选择一行' }).waitFor();
    await picker.getByTestId('resource-picker-search').locator('input').fill(DOCUMENT);
    await picker.getByTestId('resource-picker-search').locator('input').press('Enter');
    await expect.poll(() => picker.locator('tr.ant-table-row').allTextContents()).toEqual([expect.stringContaining(DOCUMENT)]);
    await picker.locator('tr.ant-table-row', { hasText: DOCUMENT }).locator('.ant-checkbox-input').check();
    await page().getByTestId('resource-picker-ok').click();
    await picker.waitFor({ state: 'detached' });

    await dialog().getByTestId(`media-seconds-${DOCUMENT}`).fill('90');
    await page().getByTestId('child-dialog-save').click();
    const row = page().getByTestId('child-table').locator('tr.ant-table-row', { hasText: CHILD });
    await row.waitFor();
    expect(await row.textContent()).toContain('文件阅读');
    await expect.poll(() => page().getByTestId('weight-total').textContent()).toBe('权重合计 60%');
    await expect.poll(() => page().getByTestId('weight-warning').textContent()).toContain('子任务权重之和为60%，发布前须调整为100%');

    await page().getByTestId('package-edit-publish').click();
    await page().getByTestId('publish-confirm').click();
    await expect.poll(() => page().getByTestId('publish-error').textContent()).toContain('子任务权重之和须为100%（当前为60%）');
    await dialog().locator('.ant-modal-close').click();

    await page().getByTestId(`child-edit-${CHILD}`).click();
    await dialog().locator('#child-weight').fill('100');
    await expect.poll(() => dialog().getByTestId('child-weight-total').textContent()).toBe('权重合计 100%');
    await page().getByTestId('child-dialog-save').click();
    await expect.poll(() => page().getByTestId('weight-total').textContent()).toBe('权重合计 100%');
    await expect(page().getByTestId('weight-warning').count()).resolves.toBe(0);
  });

  it('refuses a publish time that has passed, then schedules the package', async () => {
    await page().getByTestId('package-edit-publish').click();
    await dialog().getByText('定时发布', { exact: true }).click();
    // A time a moment ahead that has passed by the time it is confirmed.
    const soon = Date.now() + 2_000;
    await typePublishTime(soon);
    await page().waitForTimeout(Math.max(0, soon - Date.now()) + 1_500);
    await page().getByTestId('publish-confirm').click();
    await fieldError('定时发布时间不能早于当前时间').waitFor();

    await typePublishTime(Date.now() + 60 * 60 * 1000);
    await page().getByTestId('publish-confirm').click();
    await expect.poll(() => page().getByTestId('package-edit-state').textContent()).toBe('定时发布');
  });

  it('refuses a past time on the server too, in the language of the request', async () => {
    const token = await browserToken();
    const list = await callApi<{ rows: { id: string; title: string }[] }>(
      app.server.url,
      'GET',
      `api/admin/task/package?tasktype=1&title=${encodeURIComponent(PACKAGE)}`,
      { token },
    );
    const id = list.body.rows[0]?.id ?? '';
    const refused = await callApi(app.server.url, 'POST', `api/admin/task/package/${id}/publish`, {
      token,
      body: { mode: 'scheduled', publishtime: Date.now() - 60_000 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('定时发布时间不能早于当前时间');
  });

  it('lists the package as scheduled with its child task count', async () => {
    await page().getByTestId('package-back').click();
    await waitForRoute(page(), '/admin/train/trainmanagement-train');
    await packageRow().waitFor();
    await expect.poll(() => page().getByTestId(`package-state-${PACKAGE}`).textContent()).toBe('定时发布');
    await expect.poll(() => page().getByTestId(`package-children-${PACKAGE}`).textContent()).toBe('1');
    const text = (await packageRow().textContent()) ?? '';
    expect(text).toContain('将于');
    expect(text).toContain('取消定时发布');
    // A scheduled package may be deleted (to the recycle bin) as well.
    await page().getByTestId(`package-delete-${PACKAGE}`).waitFor();
  });

  it('locks the child tasks once published, in the editor and on the server', async () => {
    await page().getByTestId(`package-publish-${PACKAGE}`).click();
    await dialog().getByText('立即发布', { exact: true }).click();
    await page().getByTestId('publish-confirm').click();
    await expect.poll(() => page().getByTestId(`package-state-${PACKAGE}`).textContent()).toBe('已发布');

    await page().getByTestId(`package-edit-${PACKAGE}`).click();
    await page().getByTestId('child-locked').waitFor();
    await expect.poll(() => page().getByTestId('child-locked').textContent()).toContain('子任务不能新增、修改或删除');
    await expect(page().getByTestId('child-add').isDisabled()).resolves.toBe(true);
    await expect(page().getByTestId(`child-edit-${CHILD}`).isDisabled()).resolves.toBe(true);
    await expect(page().getByTestId(`child-delete-${CHILD}`).isDisabled()).resolves.toBe(true);

    const token = await browserToken();
    const id = new URLSearchParams(new URL(page().url()).hash.split('?')[1]).get('id') ?? '';
    const detail = await callApi<{ package: { cover: string; children: { id: string }[]; range: { departments: { name: string }[] } } }>(
      app.server.url,
      'GET',
      `api/admin/task/package/${id}`,
      { token },
    );
    expect(detail.body.package.cover).toContain('business-1.png');
    expect(detail.body.package.range.departments.map((department) => department.name)).toEqual(['销售部']);
    const childId = detail.body.package.children[0]?.id ?? '';
    const refused = await callApi(app.server.url, 'DELETE', `api/admin/task/child/${childId}`, { token });
    expect(refused.body).toMatchObject({ successed: false, errmsg: '任务已发布，子任务不能新增、修改或删除' });
  });
});

describe('deleting and exporting packages', () => {
  const DEMO = '新员工产品培训';
  const row = (title: string) => page().getByTestId('package-table').locator('tbody tr.ant-table-row', { hasText: title });

  it('exports the task list as an Excel workbook', async () => {
    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await row(DEMO).waitFor();
    const [file] = await Promise.all([page().waitForEvent('download'), page().getByTestId('package-export').click()]);
    expect(file.suggestedFilename()).toBe('任务包.xlsx');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('deletes a published package to the recycle bin, where the super admin restores it', async () => {
    await page().getByTestId(`package-delete-${DEMO}`).click();
    const confirm = page().locator('.ant-popconfirm:visible', { hasText: '超级管理员可在回收站恢复' });
    await confirm.locator('.ant-btn-primary').click();
    await page().locator('.ant-message', { hasText: '已删除' }).waitFor();
    await expect.poll(() => row(DEMO).count()).toBe(0);

    await page().goto(`${app.server.url}/#/admin/system/recyclebin`);
    await expect(page().getByTestId('recycle-bin-title').textContent()).resolves.toBe('回收站');
    const binRow = page().getByTestId('recycle-bin-table').locator('tbody tr.ant-table-row', { hasText: DEMO });
    await expect.poll(() => binRow.textContent()).toContain('任务包');
    await expect(binRow.textContent()).resolves.toContain('系统管理员');
    await page().getByTestId(`recycle-restore-${DEMO}`).click();
    await page().locator('.ant-message', { hasText: '已恢复' }).waitFor();
    await expect.poll(() => binRow.count()).toBe(0);

    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await expect.poll(() => page().getByTestId(`package-state-${DEMO}`).textContent()).toBe('已发布');
  });
});
