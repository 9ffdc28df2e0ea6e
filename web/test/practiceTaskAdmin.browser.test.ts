import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { signedInToken, waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { callApi } from './support/serverApi';

// The package editor's scenario child task: the organisation owner picks the demo organisation's
// enabled car-sales scenario in the child task dialog, is told when none is chosen or the pass score
// is out of range, and saves; opened again the task shows its scenario and pass score, and the
// server holds the scenario's id in `refs` and the pass score in `settings`.
const app = useAppUnderTest({ viewport: DESKTOP });
const admin = (): Page => app.page;
const dialog = () => admin().locator('.ant-modal-wrap:visible .ant-modal').last();
const fieldError = (text: string) => dialog().locator('.ant-form-item-explain-error', { hasText: text });
const adminToken = () => signedInToken(admin());
const hashQuery = (name: string) => new URLSearchParams(new URL(admin().url()).hash.split('?')[1]).get(name) ?? '';
const TASK = '展厅接待情景演练';

describe('a scenario child task in the package editor', () => {
  it('picks an enabled scenario and an own pass score, and the server keeps both', async () => {
    await signInAt(admin(), app.server.url, 'owner01');
    await admin().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await admin().getByTestId('package-add').click();
    await waitForRoute(admin(), '/admin/train/edittraincom-train');
    await admin().locator('#package-title').fill('展厅接待训练');
    await admin().locator('#package-passscore').fill('60');
    await admin().getByTestId('package-save').click();
    await admin().waitForFunction(() => window.location.hash.startsWith('#/admin/train/edittraincom-train?id='));
    const packageId = hashQuery('id');
    await admin().getByTestId('child-section').waitFor();

    await admin().getByTestId('child-add').click();
    await dialog().locator('#child-type').click();
    await admin().locator('.ant-select-item-option:visible', { hasText: '情景演练' }).first().click();
    await dialog().locator('#child-title').fill(TASK);
    await admin().getByTestId('child-dialog-save').click();
    await fieldError('请选择关联的内容').waitFor();

    await dialog().locator('#child-scenario').click();
    await admin().locator('.ant-select-item-option:visible', { hasText: 'SUV展厅接待' }).first().click();
    await expect.poll(() => fieldError('请选择关联的内容').count()).toBe(0);
    await dialog().locator('#child-passscore').fill('150');
    await dialog().locator('#child-passscore').press('Tab');
    // The number box clamps to its 0–100 range on blur.
    await expect.poll(() => dialog().locator('#child-passscore').inputValue()).toBe('100');
    await dialog().locator('#child-passscore').fill('70');
    await dialog().locator('#child-passscore').press('Tab');
    await admin().getByTestId('child-dialog-save').click();
    await admin().getByTestId('child-table').locator('tr.ant-table-row', { hasText: TASK }).waitFor();

    await admin().getByTestId(`child-edit-${TASK}`).click();
    const chosen = dialog().locator('.ant-form-item', { has: admin().locator('#child-scenario') });
    await expect.poll(() => chosen.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toContain('SUV展厅接待');
    await expect(dialog().locator('#child-passscore').inputValue()).resolves.toBe('70');
    await dialog().locator('.ant-modal-close').click();

    const detail = await callApi<{ package: { children: { type: number; refs: { refid?: string }[]; settings: unknown }[] } }>(
      app.server.url,
      'GET',
      `api/admin/task/package/${packageId}`,
      {
        token: await adminToken(),
      },
    );
    const scenes = await callApi<{ rows: { id: string }[] }>(
      app.server.url,
      'GET',
      `api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`,
      { token: await adminToken() },
    );
    expect(detail.body.package.children).toEqual([
      expect.objectContaining({ type: 1, refs: [{ refid: scenes.body.rows[0]!.id }], settings: { passscore: 70 } }),
    ]);
  });
});
