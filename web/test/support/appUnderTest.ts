import type { Page } from 'playwright-core';
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

const EVENTS_KEPT = 60;

/** Keeps the page's last console messages, page errors, failed requests and navigations. */
function recordPageEvents(page: Page, events: string[]): void {
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > EVENTS_KEPT) events.shift();
  };
  page.on('console', (message) => keep(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => keep(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated: ${frame.url()}`);
  });
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
}: { viewport?: Viewport; env?: Later<Record<string, string>>; data?: readonly Statement[]; browserArgs?: Later<readonly string[]> } = {}): AppUnderTest {
  const app: { server?: RunningServer; browser?: Browser; page?: Page } = {};
  const events: string[] = [];
  beforeAll(async () => {
    const dataDir = data ? await dataDirWith(data) : undefined;
    app.server = await startServer({ webDist: requireDist(), env: env && now(env), dataDir });
    app.browser = await launchChromium({ ...viewport, args: now(browserArgs) });
    app.page = app.browser.context.pages()[0] ?? (await app.browser.context.newPage());
    recordPageEvents(app.page, events);
  });
  // A failing test shows what the page and the server said, the only trace of a failure seen once.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`[app under test] page ${app.page?.url() ?? '-'}\n${events.join('\n')}\n[server output]\n${app.server?.output() ?? ''}`);
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
