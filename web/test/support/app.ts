import type { Page as BrowserPage, Locator, Request } from 'playwright-core';

/** The hash route the page is on, e.g. `/login?redirect=%2Fuser%2Fmine`. */
export function route(page: BrowserPage): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Waits until the page is on the given hash route. */
export async function waitForRoute(page: BrowserPage, expected: string): Promise<void> {
  await page.waitForFunction((target) => window.location.hash === `#${target}`, expected, { timeout: 15_000 });
}

/**
 * Moves the keyboard focus with Tab (or `key`, e.g. Shift+Tab) until it is on `target`, as a
 * keyboard user would; fails if `target` is not reached within `limit` presses.
 */
export async function tabTo(page: BrowserPage, target: Locator, { key = 'Tab', limit = 40 }: { key?: string; limit?: number } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${limit} presses`);
}

/**
 * Forgets the signed-in user and opens the login page. The storage is cleared on a static file of
 * the origin, where no app runs: cleared under a running app, a store that changes a moment later
 * (a refreshed user, the language) writes the signed-in user back, and the reload signs in again.
 */
export async function signedOutLogin(page: BrowserPage, base: string): Promise<void> {
  await page.goto(`${base}/icons/icon-192.png`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/#/login`);
}

/** Ticks the privacy agreement of the login page unless it is ticked already. */
export async function agree(page: BrowserPage): Promise<void> {
  const box = page.getByTestId('agreement');
  if (!((await box.getAttribute('class')) ?? '').includes('adm-checkbox-checked')) await box.click();
}

/** Signs in through the account tab of the login form (ticking the agreement first). */
export async function signIn(page: BrowserPage, account: string, password: string): Promise<void> {
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await agree(page);
  await page.getByTestId('login-submit').click();
}

/** Picks a language in the learner language selector (an action sheet). */
export async function chooseLearnerLanguage(page: BrowserPage, label: string): Promise<void> {
  await page.getByTestId('language-selector').click();
  await page.getByRole('option', { name: label, exact: true }).click();
  // The sheet closes with an animation; the next tap waits until it is gone.
  await page.locator('.adm-action-sheet-popup').waitFor({ state: 'detached' });
}

/** The service worker's scope state as the page sees it. */
export function controlled(page: BrowserPage): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

export { DEMO_PASSWORD } from '@peilian/server/testing';

/** The session token the signed-in page keeps (its stored user), '' when signed out. */
export function signedInToken(page: BrowserPage): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('peilian-user') ?? '{}') as { state?: { user?: { token?: string } } }).state?.user?.token ?? '');
}

/**
 * Follows the page's API calls from now on: `settled()` resolves once none is waiting for its
 * answer, so a change made behind the app's back (a session ended by the server) meets the app's
 * next call, not one already on its way; `stop()` removes the listeners.
 */
export function followApiCalls(page: BrowserPage): { settled(): Promise<void>; stop(): void } {
  const pending = new Set<Request>();
  const waiters: (() => void)[] = [];
  const started = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  };
  const ended = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) for (const wake of waiters.splice(0)) wake();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
