import { LOGOUT_TIMEOUT_MS } from '@peilian/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, signIn } from './app';

/**
 * Opens the login page of the server at `base` and signs in through the account tab. An app still
 * starting when it is asked (a reload just before, on a page that needs a session) may send itself
 * to `/login?redirect=…` after this visit, and the sign-in would then land on that page instead of
 * home: once the login page is up, a login page carrying a redirect is left for the plain one.
 */
export async function signInAt(page: Page, base: string, account: string, password = DEMO_PASSWORD): Promise<void> {
  const heading = page.getByRole('heading', { name: '登录', exact: true });
  await page.goto(`${base}/#/login`);
  await heading.waitFor();
  if ((await page.evaluate(() => window.location.hash)) !== '#/login') {
    await page.goto(`${base}/#/login`);
    await page.waitForFunction(() => window.location.hash === '#/login');
    await heading.waitFor();
  }
  await signIn(page, account, password);
}

/**
 * Logs out through the admin top bar's user popover and waits for the (zh-CN) login page. The page
 * may wait up to the logout call's own limit before it reloads, so the login page gets that much more
 * than an ordinary step on a loaded machine.
 */
export async function logOutOfAdmin(page: Page, loginHeading = '登录'): Promise<void> {
  await page.getByTestId('admin-user').click();
  await page.getByTestId('admin-user-card').waitFor();
  await page.getByTestId('admin-logout').click();
  await page.getByRole('heading', { name: loginHeading, exact: true }).waitFor({ timeout: LOGOUT_TIMEOUT_MS + 15_000 });
}

export const sider = (page: Page): Locator => page.getByTestId('admin-sider');

/** The sidebar's top level in order: the home entry and the group submenus. */
export function sidebarGroups(page: Page): Promise<string[]> {
  return sider(page)
    .locator(
      '.ant-menu-root > li.ant-menu-item .ant-menu-title-content, .ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title .ant-menu-title-content',
    )
    .allTextContents();
}

const submenu = (page: Page, group: string): Locator =>
  sider(page)
    .locator('.ant-menu-root > li.ant-menu-submenu')
    .filter({ has: page.locator('.ant-menu-submenu-title', { hasText: group }) });

/** Opens a group's submenu unless it is open already. */
export async function openGroup(page: Page, group: string): Promise<Locator> {
  const menu = submenu(page, group);
  if (!((await menu.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) await menu.locator('.ant-menu-submenu-title').click();
  await menu.locator('.ant-menu-sub').waitFor();
  return menu;
}

/** The entries of a group's submenu (opening it). */
export async function sidebarEntries(page: Page, group: string): Promise<string[]> {
  const menu = await openGroup(page, group);
  return menu.locator('.ant-menu-item .ant-menu-title-content').allTextContents();
}

/** Clicks an entry of a group's submenu, or the home entry when the group is the entry itself. */
export async function openSidebarEntry(page: Page, group: string, entry: string): Promise<void> {
  if (group === entry) {
    await sider(page).locator('.ant-menu-root > li.ant-menu-item', { hasText: entry }).click();
    return;
  }
  const menu = await openGroup(page, group);
  await menu.locator('.ant-menu-item').getByText(entry, { exact: true }).click();
}

/** The titles of the open submenus and of the highlighted entry. */
export async function sidebarHighlight(page: Page): Promise<{ open: string[]; selected: string[] }> {
  const open = await sider(page).locator('.ant-menu-submenu-open > .ant-menu-submenu-title .ant-menu-title-content').allTextContents();
  const selected = await sider(page).locator('.ant-menu-item-selected .ant-menu-title-content').allTextContents();
  return { open, selected };
}

/**
 * Records the motion steps the next dialog goes through, read once it has settled. Even with motion
 * off, antd's dialog takes one frame in its `-appear-prepare` step (it measures where the click came
 * from); a zoom that plays passes through `-appear-start` and `-appear-active`, which reduced motion skips.
 */
export async function recordDialogMotion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('.ant-modal')) {
        for (const name of dialog.classList) if (/-(appear|enter)-/.test(name)) seen.add(name);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    (window as unknown as { dialogMotion: () => string[] }).dialogMotion = () => {
      observer.disconnect();
      return [...seen].sort();
    };
  });
  return async () => {
    await expect.poll(() => page.locator('.ant-modal:visible').last().getAttribute('class')).not.toMatch(/-(appear|enter)\b/);
    return page.evaluate(() => (window as unknown as { dialogMotion: () => string[] }).dialogMotion());
  };
}

/**
 * Checks the list with `testId` at 1440 px (the admin pages' design width): the columns a manager
 * reads first (`shown`) among its headers, the ones behind 列设置 (`hidden`) not, and no sideways scrolling.
 */
export async function expectListFits(page: Page, testId: string, shown: readonly string[], hidden: readonly string[] = []): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = page.getByTestId(testId);
  const headers = () => table.locator('thead th').allInnerTexts();
  await expect.poll(headers).toEqual(expect.arrayContaining([...shown]));
  for (const title of hidden) expect(await headers()).not.toContain(title);
  await expect(table.locator('.ant-table-content').evaluate((node) => node.scrollWidth > node.clientWidth)).resolves.toBe(false);
}

/** Shows columns of the list on the page through 列设置 (kept for this admin on this browser). */
export async function showColumns(page: Page, ...titles: string[]): Promise<void> {
  await page.getByTestId('column-choice').click();
  for (const title of titles) await page.getByTestId('column-choice-options').getByLabel(title).check();
  await page.keyboard.press('Escape');
}
