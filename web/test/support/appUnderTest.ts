import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium, type Browser } from './chromium';
import { dataDirWith, type Statement } from '@peilian/server/testing';
import { requireDist } from './dist';
import { startServer, type RunningServer } from './server';

export interface Viewport {
  width: number;
  height: number;
  isMobile?: boolean;
}

export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844, isMobile: true };

/** The real server, a Chromium and its first page, as one test file sees them. */
export interface AppUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly page: Page;
}

const EVENTS_KEPT = 120;

/**
 * Keeps the last console messages, page errors, API calls (sent and answered), failed requests and
 * navigations of every page the context opens, each line marked with its page's number.
 */
function recordPageEvents(context: BrowserContext, events: string[]): void {
  let pages = 0;
  const watch = (page: Page) => {
    const mark = `p${++pages}`;
    const keep = (line: string) => {
      events.push(`${new Date().toISOString().slice(11, 23)} ${mark} ${line}`);
      if (events.length > EVENTS_KEPT) events.shift();
    };
    const apiPath = (url: string) => {
      const { pathname } = new URL(url);
      return pathname.startsWith('/api/') ? pathname : undefined;
    };
    page.on('console', (message) => keep(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      const path = apiPath(request.url());
      if (path) keep(`→ ${request.method()} ${path}`);
    });
    page.on('response', (response) => {
      const path = apiPath(response.url());
      if (path) keep(`← ${response.status()} ${response.request().method()} ${path}`);
    });
    page.on('requestfailed', (request) => keep(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) keep(`navigated: ${frame.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** What the page shows in its open dialogs (their text, field values and messages) and where its focus is. */
async function openDialogs(page: Page | undefined): Promise<string> {
  if (!page || page.isClosed()) return '-';
  return page
    .evaluate(() => {
      const shown = (element: Element) => element.getClientRects().length > 0;
      const dialogs = [...document.querySelectorAll('.ant-modal, .adm-center-popup-wrap, .adm-popup-body')].filter(shown).map((dialog) => {
        const fields = [...dialog.querySelectorAll('input, textarea')].map(
          (field) => `${field.id || field.getAttribute('name') || '?'}=${JSON.stringify((field as HTMLInputElement).value)}`,
        );
        return `${(dialog as HTMLElement).innerText.replace(/\s+/g, ' ')} {${fields.join(', ')}}`;
      });
      const active = document.activeElement;
      const focus = active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} ${active.getAttribute('data-testid') ?? ''}` : '-';
      return `${dialogs.join('\n') || '(none)'}\n[focus] ${focus.trim()}`;
    })
    .catch((error: unknown) => `(could not read the page: ${String(error)})`);
}

/** A setting known only once the file's earlier `beforeAll` hooks have run (a fake service's address). */
type Later<T> = T | (() => T);
const now = <T>(value: Later<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

/**
 * Starts the real server on the built app (with any extra environment; on demo data changed by
 * `data` statements when given) and a Chromium of the given viewport (with any extra flags, e.g. a
 * fake microphone) before the file's tests, and stops both after them. Call it at the top of a test
 * file, after the hooks that start what `env` or `browserArgs` name.
 */
export function useAppUnderTest({
  viewport = DESKTOP,
  env,
  data,
  browserArgs = [],
  clockStepMs,
  timezoneId,
}: {
  viewport?: Viewport;
  env?: Later<Record<string, string>>;
  data?: readonly Statement[];
  browserArgs?: Later<readonly string[]>;
  /** Gives the server a clock that `server.moveClock()` moves forward by this much. */
  clockStepMs?: number;
  /** The browser's time zone (e.g. a phone abroad); the machine's own when not given. */
  timezoneId?: string;
} = {}): AppUnderTest {
  const app: { server?: RunningServer; browser?: Browser; page?: Page } = {};
  const events: string[] = [];
  beforeAll(async () => {
    // The server and Chromium start side by side (a second of each file's start); whichever started
    // is stopped in `afterAll` when the other fails.
    const startingServer = async () =>
      startServer({ webDist: requireDist(), env: env && now(env), dataDir: data ? await dataDirWith(data) : undefined, clockStepMs });
    const [server, browser] = await Promise.allSettled([startingServer(), launchChromium({ ...viewport, args: now(browserArgs), timezoneId })]);
    if (server.status === 'fulfilled') app.server = server.value;
    if (browser.status === 'fulfilled') app.browser = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
    app.page = browser.value.context.pages()[0] ?? (await browser.value.context.newPage());
    recordPageEvents(browser.value.context, events);
  });
  // A failing test shows what the page and the server said, the only trace of a failure seen once.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      const dialogs = await openDialogs(app.page);
      console.error(
        `[app under test] page ${app.page?.url() ?? '-'}\n${events.join('\n')}\n[open dialogs]\n${dialogs}\n[server output]\n${app.server?.output() ?? ''}`,
      );
    });
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is not started yet (use it inside tests or hooks)`);
    return value;
  };
  return {
    get server() {
      return started(app.server, 'server');
    },
    get browser() {
      return started(app.browser, 'browser');
    },
    get page() {
      return started(app.page, 'page');
    },
  };
}
