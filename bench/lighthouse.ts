import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createMemoryStorage, createSessionStore } from '@peilian/shared';
import lighthouse, { generateReport, type Flags, type Puppeteer, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { loginUser } from './auth.js';
import { measureSignInToCentre } from './lighthouseFlow.js';
import { startServerProcess, type RunningServer } from './server.js';

/**
 * Lighthouse on the learner PWA as a phone first loads it: mobile form factor with Lighthouse's
 * default mobile throttling (simulated slow 4G, 4× CPU slow-down), categories performance,
 * accessibility and best practices. The real compiled server (`server/dist/main.js`, serving the
 * built `web/dist`) runs on a fresh embedded database with the demo seed in a temporary directory;
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium) runs headless on a temporary profile.
 *
 * Three page loads: `/#/login` signed out, and `/#/user/dashboard/center` signed in as the demo
 * learner — signed in through `POST api/login`, the stored session written to the origin's
 * localStorage exactly as the app's session store writes it, before Lighthouse loads the page —
 * first as a first visit, then as a repeat visit. Before every run the origin's storage (service
 * worker and caches included) and the HTTP cache are cleared; for the repeat visit the page is then
 * loaded once (service worker, caches and the kept centre warm) and measured without clearing.
 * Then "sign-in to centre" (`lighthouseFlow.ts`): from pressing 登录 on a cold sign-in page to the
 * centre's first banner painted, in a Lighthouse user-flow timespan. Each page runs `--runs` times (default 3); the JSON reports the median run
 * as Lighthouse picks it (closest to the median FCP and TTI) and every run's headline figures.
 *
 * Run: `pnpm bench:web` (builds the web app and the server first), or after the builds
 * `pnpm --filter @peilian/bench exec tsx lighthouse.ts [--runs 3] [--reports <dir>]`; `--reports`
 * also writes each page's median run there as a Lighthouse HTML report (every audit, with the
 * failing elements).
 */

interface Page {
  path: string;
  /** The demo account signed in before the page loads; none for a signed-out page. */
  account: string | null;
  /**
   * A repeat visit: the page is loaded once (service worker installed, its precache and the HTTP
   * cache filled, the centre kept on the device), then measured without clearing anything.
   */
  repeat?: boolean;
}

interface LaunchedChrome {
  port: number;
  kill(): void;
}

const PAGES: readonly Page[] = [
  { path: '/#/login', account: null },
  { path: '/#/user/dashboard/center', account: 'learner01' },
  { path: '/#/user/dashboard/center', account: 'learner01', repeat: true },
];
const DEMO_PASSWORD = 'Peilian@2026';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Storage is cleared by the bench before each run; Lighthouse must keep the session it wrote. */
const FLAGS: Flags = { logLevel: 'error', output: 'json', formFactor: 'mobile', onlyCategories: [...CATEGORIES], disableStorageReset: true };

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string', default: '3' }, reports: { type: 'string', default: '' }, only: { type: 'string', default: '' } },
});
const runs = Number(values.runs);
/** `--only login,centre,centre-repeat,sign-in`: the measurements to run (all by default). */
const only = values.only ? new Set(values.only.split(',')) : null;
const wanted = (name: string) => !only || only.has(name);
const pageName = (page: Page) => (page.account ? 'centre' : 'login') + (page.repeat ? '-repeat' : '');

/** chrome-launcher and puppeteer-core come with Lighthouse; they are loaded from its dependencies. */
const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));

async function launchChrome(userDataDir: string): Promise<LaunchedChrome> {
  if (!existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH}: set CHROME_PATH`);
  const { launch } = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as {
    launch(options: { chromePath: string; chromeFlags: string[]; userDataDir: string; logLevel: 'silent' }): Promise<LaunchedChrome>;
  };
  return launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
}

async function connectBrowser(port: number): Promise<Puppeteer.Browser> {
  const { connect } = fromLighthouse('puppeteer-core') as {
    connect(options: { browserURL: string; defaultViewport: null }): Promise<Puppeteer.Browser>;
  };
  return connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
}

/** What the app's session store keeps in localStorage for a signed-in user (key → value). */
async function storedSession(base: string, account: string): Promise<Record<string, string>> {
  const storage = createMemoryStorage();
  createSessionStore({ storage })
    .getState()
    .signIn(await loginUser(base, account, DEMO_PASSWORD));
  return storage.dump();
}

/**
 * A new tab on a first visit: the origin's storage of every kind and the HTTP cache cleared, then
 * `session` written to the origin's localStorage from a page of the origin that is not the app.
 */
async function preparedTab(browser: Puppeteer.Browser, base: string, session: Record<string, string>): Promise<Puppeteer.Page> {
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  if (Object.keys(session).length > 0) {
    await tab.goto(`${base}/api/health`);
    await tab.evaluate(`for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);`);
    await tab.goto('about:blank');
  }
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return tab;
}

/** The first visit of a repeat visit: loaded until the service worker controls it and the first banner has painted. */
async function firstVisit(tab: Puppeteer.Page, url: string): Promise<void> {
  await tab.goto(url, { waitUntil: 'load' });
  await tab.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await tab.reload({ waitUntil: 'load' });
  await tab.waitForFunction('navigator.serviceWorker.controller !== null && [...document.images].some((image) => image.complete && image.naturalWidth > 0)', {
    timeout: 30_000,
  });
  await tab.goto('about:blank');
}

/**
 * Lighthouse now and then loses the navigation's start in the trace (NO_NAVSTART, "Please run
 * Lighthouse again"): such a run measured nothing and is run again, once.
 */
async function runLighthouse(browser: Puppeteer.Browser, base: string, page: Page): Promise<Result> {
  try {
    return await runLighthouseOnce(browser, base, page);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error;
    process.stderr.write(`${error.message}: running it again\n`);
    return runLighthouseOnce(browser, base, page);
  }
}

async function runLighthouseOnce(browser: Puppeteer.Browser, base: string, page: Page): Promise<Result> {
  const session = page.account ? await storedSession(base, page.account) : {};
  const tab = await preparedTab(browser, base, session);
  try {
    if (page.repeat) await firstVisit(tab, `${base}${page.path}`);
    const lhr = (await lighthouse(`${base}${page.path}`, FLAGS, undefined, tab))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A guard redirect (e.g. to the login page) would measure the wrong page.
    if (!lhr.finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
    return lhr;
  } finally {
    await tab.close();
  }
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const metric = (lhr: Result, audit: string, digits = 0) => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
};

/** Every script the page loaded: how many, and their bytes over the wire (compressed, headers included). */
function scripts(lhr: Result): { requests: number; transferKb: number } | null {
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined;
  const item = details?.items?.find(({ resourceType }) => resourceType === 'script');
  return item ? { requests: item.requestCount, transferKb: Math.round(item.transferSize / 102.4) / 10 } : null;
}

/**
 * The category's audits that did not pass (informative, manual and not-applicable ones have no
 * score), with how many elements or items each flags.
 */
function failing(lhr: Result, category: string): { id: string; title: string; items: number }[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    return [{ id: audit.id, title: audit.title, items }];
  });
}

function headline(lhr: Result) {
  return {
    scores: { performance: score(lhr, 'performance'), accessibility: score(lhr, 'accessibility'), bestPractices: score(lhr, 'best-practices') },
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift', 3),
    speedIndexMs: metric(lhr, 'speed-index'),
  };
}

function saveReport(lhr: Result, dir: string, suffix: string): void {
  mkdirSync(dir, { recursive: true });
  const hash = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).hash;
  const name = `${hash}-${suffix}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const file = path.resolve(dir, `${name}.html`);
  writeFileSync(file, generateReport(lhr, 'html'));
  process.stderr.write(`report: ${file}\n`);
}

async function measurePage(browser: Puppeteer.Browser, base: string, page: Page) {
  const results: Result[] = [];
  for (let i = 0; i < runs; i += 1) {
    process.stderr.write(`lighthouse ${page.path}${page.repeat ? ' (repeat visit)' : ''} run ${i + 1}/${runs}\n`);
    results.push(await runLighthouse(browser, base, page));
  }
  const median = computeMedianRun(results);
  if (values.reports) saveReport(median, values.reports, page.repeat ? 'repeat' : '');
  const summary = {
    path: page.path,
    visit: page.repeat ? 'repeat (service worker, caches and the kept centre warm)' : 'first (storage and caches cleared)',
    signedInAs: page.account,
    medianRun: results.indexOf(median) + 1,
    ...headline(median),
    scripts: scripts(median),
    failingAudits: { accessibility: failing(median, 'accessibility'), bestPractices: failing(median, 'best-practices') },
    runs: results.map(headline),
  };
  return { summary, median };
}

/** The Lighthouse, browser and throttling a run used, and Lighthouse's CPU benchmark of this machine. */
function setup(lhr: Result) {
  const { throttlingMethod, throttling } = lhr.configSettings;
  return {
    version: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    formFactor: lhr.configSettings.formFactor,
    throttling: {
      method: throttlingMethod,
      rttMs: throttling.rttMs,
      throughputKbps: throttling.throughputKbps,
      cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier,
    },
    runsPerPage: runs,
    reported: "each page's median run as Lighthouse's computeMedianRun picks it (closest to the median FCP and TTI); runs[] lists every run",
  };
}

/** Clean-up steps for what this run started, run newest first; synchronous, so they also run on the way out of a crash. */
const cleanups: (() => void)[] = [];

function cleanUp(): void {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      step();
    } catch (error) {
      process.stderr.write(`clean-up: ${(error as Error).message}\n`);
    }
  }
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
  return dir;
}

async function main(): Promise<void> {
  let server: RunningServer | undefined;
  let browser: Puppeteer.Browser | undefined;
  try {
    // An empty data directory: the server creates the database, migrates and seeds the demo organisation.
    server = await startServerProcess(tempDir('peilian-lighthouse-data-'));
    const { child } = server;
    cleanups.push(() => child.kill('SIGKILL'));
    const chrome = await launchChrome(tempDir('peilian-lighthouse-chrome-'));
    cleanups.push(() => chrome.kill());
    browser = await connectBrowser(chrome.port);
    const measured = [];
    for (const page of PAGES.filter((page) => wanted(pageName(page)))) measured.push(await measurePage(browser, server.url, page));
    const signInToCentre = wanted('sign-in') ? await measureSignInToCentre(browser, server.url, 'learner01', DEMO_PASSWORD, runs, preparedTab) : null;
    const result = {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      lighthouse: measured[0] ? setup(measured[0].median) : null,
      pages: measured.map(({ summary }) => summary),
      signInToCentre,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await server?.stop();
    cleanUp();
  }
}

// An error nothing can catch (chrome-launcher emits one when the browser cannot start) still stops
// the server and Chrome and removes the temporary directories: exiting runs the clean-up.
process.once('exit', cleanUp);
process.once('uncaughtException', (error) => {
  process.stderr.write(`${error.stack ?? String(error)}\n`);
  process.exit(1);
});

await main();
