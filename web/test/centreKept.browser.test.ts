import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { departmentId, mediaId, publishedPackage } from './support/learnerTraining';
import { apiSignIn } from './support/serverApi';

// The training centre kept on the phone (stale-while-revalidate): a returning learner's packages
// show before the centre's call answers, the fresh answer follows without remounting what did not
// change, and after sign-out another learner never sees the first one's packages. The sign-in page
// fetches the centre's code while it is idle.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const CENTRE_CALL = '**/api/trainning/v3/center?*';
const SEEN_KEY = 'centre-test-seen';
let token = '';
let sales = '';
let media: { pdf: string; video: string };
let kept = '';

/** A package for the sales department only (learner01's, not learner02's). */
const salesPackage = async (title: string) =>
  (
    await publishedPackage(app.server.url, token, {
      title,
      departments: [sales],
      seconds: 4,
      ...media,
      fileTitle: `${title}·阅读`,
      videoTitle: `${title}·视频`,
    })
  ).packageId;

/** Holds the centre's call until `release`; `asked` says whether the page has made it. */
async function holdCentre() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const passed: Promise<void>[] = [];
  await page().route(CENTRE_CALL, (route) => {
    passed.push(gate.then(() => route.continue()));
  });
  return {
    asked: () => passed.length,
    /** Lets the held calls through; later ones go straight to the server. */
    release: async () => {
      open();
      await Promise.all(passed);
      await page().unroute(CENTRE_CALL);
    },
  };
}

beforeAll(async () => {
  const base = app.server.url;
  ({ token } = await apiSignIn(base, 'superadmin', DEMO_PASSWORD));
  sales = await departmentId(base, token, '销售部');
  media = { pdf: await mediaId(base, token, 'file', '产品手册'), video: await mediaId(base, token, 'video', '新员工入职视频') };
  kept = await salesPackage('销售部的任务包');
});

describe('the training centre kept on the phone', () => {
  it('fetches the centre’s code while the sign-in page is idle, before 登录 is pressed', async () => {
    await page().goto(`${app.server.url}/#/login`);
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await page().waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/shell-[^/]+\.js$/.test(entry.name)));
    await page().waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/locales\/zh-CN\/training\.json/.test(entry.name)));
  });

  it("shows a returning learner's packages before the centre's call answers, then the fresh ones", async () => {
    await signIn(page(), 'learner01', DEMO_PASSWORD);
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByTestId(`package-${kept}`).waitFor();
    const added = await salesPackage('新发布的任务包');

    const held = await holdCentre();
    await page().reload();
    await page().getByTestId(`package-${kept}`).waitFor();
    expect(held.asked()).toBe(1);
    await expect(page().getByTestId(`package-${added}`).count()).resolves.toBe(0);
    await expect(page().locator('.page-loading').count()).resolves.toBe(0);
    await expect(page().locator('.banner-slide img').first().getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(page().locator('link[rel="preload"][as="image"]').count()).resolves.toBe(1);
    // Marks the kept card's element: the fresh answer must update it in place, not remount it.
    await page()
      .getByTestId(`package-${kept}`)
      .evaluate((element) => element.setAttribute('data-shown-before', '1'));

    await held.release();
    await page().getByTestId(`package-${added}`).waitFor();
    await expect(page().getByTestId(`package-${kept}`).getAttribute('data-shown-before')).resolves.toBe('1');
  });

  it("never shows one learner's packages to the next learner who signs in on the phone", async () => {
    // Every package card that ever appears in the tab from now on, across reloads.
    await page().addInitScript((key) => {
      new MutationObserver(() => {
        const seen = new Set<string>(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]);
        for (const card of document.querySelectorAll('[data-testid^="package-"]')) seen.add(card.getAttribute('data-testid') ?? '');
        sessionStorage.setItem(key, JSON.stringify([...seen]));
      }).observe(document, { childList: true, subtree: true });
    }, SEEN_KEY);
    await page().getByTestId('user-menu').click();
    await page().getByTestId('logout').click();
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await expect(page().evaluate(() => localStorage.getItem('peilian-centre'))).resolves.toBeNull();

    const held = await holdCentre();
    await signIn(page(), 'learner02', DEMO_PASSWORD);
    await waitForRoute(page(), '/user/dashboard/center');
    await expect.poll(held.asked).toBe(1);
    await expect(page().locator('[data-testid^="package-"]').count()).resolves.toBe(0);
    await held.release();
    await page().getByTestId('group-inprogress').waitFor();
    await expect(page().getByTestId(`package-${kept}`).count()).resolves.toBe(0);
    const seen = await page().evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], SEEN_KEY);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(`package-${kept}`);
    await expect(page().evaluate(() => localStorage.getItem('peilian-centre'))).resolves.not.toContain(kept);
  });

  it("asks for the centre and shows its first banner before the app's entry has run, once, in the learner's language", async () => {
    // A first visit in zh-TW: no service worker, nothing kept, the app's entry held back.
    await page().evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      localStorage.removeItem('peilian-centre');
      const kept = JSON.parse(localStorage.getItem('peilian-user') ?? '{}') as { state: { language: string } };
      kept.state.language = 'zh-TW';
      localStorage.setItem('peilian-user', JSON.stringify(kept));
    });
    const languages: string[] = [];
    page().on('request', (request) => {
      if (request.url().includes('/api/trainning/v3/center')) languages.push(request.headers()['accept-language'] ?? '');
    });
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page().route('**/assets/index-*.js', async (route) => {
      await entryHeld;
      await route.continue();
    });

    const asked = page().waitForRequest((request) => request.url().includes('/api/trainning/v3/center'));
    // Not until load: the held entry holds the page's load event.
    await page().reload({ waitUntil: 'commit' });
    await asked;
    await page().waitForSelector('link[rel="preload"][as="image"]', { state: 'attached' });
    // The centre's first sight: its banner on screen while the app has not run.
    const firstSight = page().locator('#first-sight .banner-slide img');
    await firstSight.waitFor();
    await page().waitForFunction(() => document.querySelector<HTMLImageElement>('#first-sight img')?.complete === true);
    const sightBox = await firstSight.boundingBox();
    await expect(page().evaluate(() => window.peilianEarlyAnswers?.appStarted)).resolves.toBe(false);

    releaseEntry();
    await page().getByTestId('group-inprogress').waitFor();
    await expect(page().locator('#first-sight').count()).resolves.toBe(0);
    // The centre's banner stands where the first sight's stood.
    expect(await page().locator('.banner-slide img').first().boundingBox()).toEqual(sightBox);
    expect(languages).toEqual(['zh-TW']);
    await expect(page().evaluate(() => window.peilianEarlyAnswers?.waiting.length)).resolves.toBe(0);
    await page().unroute('**/assets/index-*.js');
  });
});
