import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';

// The recycle bin (admin §2 recyclebin, isadmin 100; §4 "restore or delete permanently";
// docs/decisions.md "The recycle bin"): the top administrator deletes the badge 坚持不懈 in 等级勋章;
// in 回收站, filtered to badges, it is there with who deleted it and when it goes for good; restored,
// it is back with the learners who had earned it; the bin keeps deletions 60 days from then on.
const app = useAppUnderTest();
const page = (): Page => app.page;
const BADGE = '坚持不懈';
const badgeRow = () => page().getByTestId('badge-table').locator('tbody tr.ant-table-row', { hasText: BADGE });

async function openBadges(): Promise<void> {
  await page().goto(`${app.server.url}/#/admin/system/adminlevel`);
  await page().getByRole('tab', { name: '勋章' }).click();
}

describe('the recycle bin', () => {
  it('takes a deleted badge and gives it back whole; its keeping period is the top administrator’s', async () => {
    await signInAt(page(), app.server.url, 'superadmin');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await openBadges();
    await badgeRow().waitFor();
    const before = await badgeRow().innerText();
    await page().getByTestId(`badge-delete-${BADGE}`).click();
    await page().locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => badgeRow().count()).toBe(0);

    await page().goto(`${app.server.url}/#/admin/system/recyclebin`);
    await page().getByTestId('recycle-bin-kind').click();
    await page().getByTestId('recycle-bin-kind').locator('input').fill('勋章');
    await page().locator('.ant-select-item-option:visible[title="勋章"]').click();
    const binRow = page().getByTestId('recycle-bin-table').locator('tbody tr.ant-table-row', { hasText: BADGE });
    await expect.poll(() => binRow.innerText()).toContain('勋章');
    await expect(binRow.innerText()).resolves.toContain('系统管理员');
    await expect(page().getByText('保留 30 天后自动彻底删除').count()).resolves.toBe(1);
    await a11yScan(page(), 'the recycle bin');

    await page().getByTestId(`recycle-restore-${BADGE}`).click();
    await page().locator('.ant-message', { hasText: '已恢复' }).waitFor();
    await expect.poll(() => binRow.count()).toBe(0);

    await page().getByTestId('recycle-bin-days').fill('60');
    await page().getByTestId('recycle-bin-days-save').click();
    await page().getByText('已保存，回收站里的内容保留 60 天').waitFor();
    await page().getByText('保留 60 天后自动彻底删除').waitFor();

    await openBadges();
    await expect.poll(() => badgeRow().innerText()).toBe(before);
  });
});
