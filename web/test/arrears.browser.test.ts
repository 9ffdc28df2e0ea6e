import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_ORGANISATION } from '@peilian/server/testing';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { practiceTranscript } from './support/practice';
import { apiSignIn, callApi } from './support/serverApi';

// An organisation in arrears (docs/billing.md "Arrears"): the platform operator's adjustment takes
// its balance below 0; its learner signs in, but the practice start is refused with the spec's
// message and nothing begins; its administrator's write is refused with the same message. The
// operator's recharge lifts it, and the same start works at once.
const MESSAGE = '账户已欠费，暂不能使用该功能，请联系客户经理';
const app = useAppUnderTest();
const page = (): Page => app.page;

let operator = '';
let orgId = '';

interface Account {
  account: { balance: number };
}

/** Records an entry in the demo organisation's ledger as the platform operator; answers the balance after it. */
async function record(kind: 'adjust' | 'recharge', amount: number): Promise<number> {
  const answer = await callApi<Account>(app.server.url, 'POST', `api/admin/v3/cost/orgs/${orgId}/entries`, {
    token: operator,
    body: { kind, amount, note: '欠费演练' },
  });
  expect(answer.status).toBe(200);
  return answer.body.account.balance;
}

beforeAll(async () => {
  operator = (await apiSignIn(app.server.url, 'superadmin', DEMO_PASSWORD)).token;
  const orgs = await callApi<{ rows: { id: string; name: string; balance: number }[] }>(app.server.url, 'GET', 'api/admin/v3/cost/orgs?page=1&rows=100', {
    token: operator,
  });
  const demo = orgs.body.rows.find((row) => row.name === DEMO_ORGANISATION)!;
  orgId = demo.id;
  expect(await record('adjust', -(demo.balance + 100))).toBeLessThan(0);
});

/** Opens the demo scenario's cover as learner01 and presses start once the live connection is up. */
async function startPractice(): Promise<void> {
  await signInAt(page(), app.server.url, 'learner01');
  await waitForRoute(page(), '/user/dashboard/center');
  await page().goto(`${app.server.url}/#/user/dashboard/practice`);
  await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
  await page().getByTestId('practice-cover').waitFor();
  await expect.poll(() => page().getByTestId('practice-start').isEnabled()).toBe(true);
  await page().getByTestId('practice-start').click();
}

describe('an organisation in arrears', () => {
  it('refuses the practice start with the message and begins nothing', async () => {
    await startPractice();
    await expect.poll(() => page().getByTestId('practice-error').textContent(), { timeout: 20_000 }).toBe(MESSAGE);
    await expect(page().getByTestId('practice-cover').isVisible()).resolves.toBe(true);
    await expect(page().getByTestId('practice-room').getAttribute('data-status')).resolves.toBe('none');
  });

  it("refuses the administrator's write with the message, and adds nothing", async () => {
    // Signed out of the learner's session: the device forgets it.
    await page().evaluate(() => localStorage.clear());
    await page().reload();
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/system/adminuser`);
    await page().getByTestId('department-总部').waitFor();
    await page().getByTestId('department-add').click();
    await page().locator('.ant-modal:visible #department-name').fill('欠费部');
    await page().getByTestId('department-dialog-save').click();
    await page().getByText(MESSAGE).first().waitFor();
    const { token } = await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD);
    const tree = await callApi(app.server.url, 'GET', 'api/admin/organization/department', { token });
    expect(JSON.stringify(tree.body)).not.toContain('欠费部');
  });

  it("starts the practice once the operator's recharge lifts the balance above 0", async () => {
    expect(await record('recharge', 100_000)).toBeGreaterThan(0);
    await page().evaluate(() => localStorage.clear());
    await page().reload();
    await startPractice();
    await expect.poll(() => practiceTranscript(page()), { timeout: 30_000 }).toEqual(['你好，我随便看看这款途岳。']);
    await expect(page().getByTestId('practice-error').count()).resolves.toBe(0);
  });
});
