import { DEMO_ORGANISATION, freshDataDir, queryDataDir, startServerProcess, type ServerProcess } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { DESKTOP } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { practiceTranscript } from './support/practice';

// An organisation in arrears (docs/billing.md "Arrears"): its learner signs in, but the practice start
// is refused with the spec's message and nothing begins; its administrator's write is refused with
// the same message. Once the mark is cleared (the server restarted on the same data, as the ledger
// would lift it) the same start works.
const MESSAGE = '账户已欠费，暂不能使用该功能，请联系客户经理';
const mark = (inArrears: boolean) => ({ sql: `update organisations set in_arrears = ${inArrears} where name = $1`, params: [DEMO_ORGANISATION] });
/** What a start or a write would have stored: learner01's practice sessions and the department the administrator tries to add. */
const stored = {
  sql: `select (select count(*)::int from practice_sessions s join users u on u.id = s.user_id where u.account = 'learner01') as sessions,
               (select count(*)::int from departments where name = '欠费部') as departments`,
};

let dataDir: string;
let server: ServerProcess;
let browser: Browser;
let page: Page;
interface Stored {
  sessions: number;
  departments: number;
}
let before: Stored | undefined;

beforeAll(async () => {
  dataDir = await freshDataDir();
  [before] = await queryDataDir<Stored>(dataDir, [mark(true), stored]);
  [server, browser] = await Promise.all([startServerProcess({ env: { WEB_DIST: requireDist() }, dataDir, keepDataDir: true }), launchChromium(DESKTOP)]);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the demo scenario's cover as learner01 and presses start once the live connection is up. */
async function startPractice(): Promise<void> {
  await signInAt(page, server.url, 'learner01');
  await waitForRoute(page, '/user/dashboard/center');
  await page.goto(`${server.url}/#/user/dashboard/practice`);
  await page.locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
  await page.getByTestId('practice-cover').waitFor();
  await expect.poll(() => page.getByTestId('practice-start').isEnabled()).toBe(true);
  await page.getByTestId('practice-start').click();
}

describe('an organisation in arrears', () => {
  it('refuses the practice start with the message and begins nothing', async () => {
    await startPractice();
    await expect.poll(() => page.getByTestId('practice-error').textContent(), { timeout: 20_000 }).toBe(MESSAGE);
    await expect(page.getByTestId('practice-cover').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('practice-room').getAttribute('data-status')).resolves.toBe('none');
  });

  it("refuses the administrator's write with the message", async () => {
    // Signed out of the learner's session: the device forgets it.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await page.getByTestId('department-总部').waitFor();
    await page.getByTestId('department-add').click();
    await page.locator('.ant-modal:visible #department-name').fill('欠费部');
    await page.getByTestId('department-dialog-save').click();
    await page.getByText(MESSAGE).first().waitFor();
  });

  it('starts the practice once out of arrears, and nothing was stored before', async () => {
    await server.stop();
    const [after] = await queryDataDir<Stored>(dataDir, [mark(false), stored]);
    expect(before?.sessions).toBeTypeOf('number');
    expect(after).toEqual(before);
    server = await startServerProcess({ env: { WEB_DIST: requireDist() }, dataDir });
    await startPractice();
    await expect.poll(() => practiceTranscript(page), { timeout: 30_000 }).toEqual(['你好，我随便看看这款途岳。']);
    await expect(page.getByTestId('practice-error').count()).resolves.toBe(0);
  });
});
