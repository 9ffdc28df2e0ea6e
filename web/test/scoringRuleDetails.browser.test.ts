import { practiceScenarioListResponseSchema, practiceSessionReplySchema, type ClientToServerEvents, type ServerToClientEvents } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { io as connect, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { DEMO_ANSWERS } from './support/practice';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// A scoring rule's details and the re-score question: learner01 finishes the demo scenario once,
// the owner opens the demo rule's details from the list (its scenario, the package running it, the
// session it scored), then edits its pass score — 0 and 101 refused as typed, never clamped — and
// saves: the question to re-score comes, closing it saves nothing, re-scoring saves and says how many.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;
const RULE = '汽车销售评分';
const SCENARIO = 'SUV展厅接待';

beforeAll(() => {
  ({ server, page } = app);
});

/** The learner's whole practice of the demo scenario through the socket the practice page uses. */
async function practise(): Promise<void> {
  const { token } = await apiSignIn(server.url, 'learner01', DEMO_PASSWORD);
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const emit = socket.timeout(30_000).emitWithAck as (event: string, payload: unknown) => Promise<unknown>;
    const list = practiceScenarioListResponseSchema.parse((await callApi(server.url, 'GET', 'api/trainning/v3/practice/scenarios', { token })).body);
    const scenarioId = list.rows.find((row) => row.name === SCENARIO)?.id;
    const started = practiceSessionReplySchema.parse(await emit.call(socket, 'practice:start', { scenarioId }));
    if (!started.ok) throw new Error(started.errmsg);
    for (const text of DEMO_ANSWERS) {
      const answered = practiceSessionReplySchema.parse(await emit.call(socket, 'practice:answer', { sessionId: started.session.id, text }));
      if (!answered.ok) throw new Error(answered.errmsg);
    }
  } finally {
    socket.close();
  }
}

const modal = () => page.locator('.ant-modal:visible').first();
const passScore = () => page.getByTestId('rule-passscore');

describe("a scoring rule's details", () => {
  it('shows the rule, its items, the scenario and the package using it and the session it scored', async () => {
    await practise();
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/train/trainassessrule`);
    await page.getByTestId(`rule-details-${RULE}`).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/admin/train/ruledetails?id='));
    await expect.poll(() => page.getByTestId('rule-details-title').textContent()).toBe(`评分规则详情 · ${RULE}`);
    await expect(page.getByTestId('rule-details-items').locator('tbody tr').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('rule-details-scenes').textContent()).resolves.toContain(SCENARIO);
    await expect(page.getByTestId('rule-details-packages').textContent()).resolves.toContain('汽车销售语音陪练');
    expect(Number(await page.getByTestId('rule-details-sessions').textContent())).toBeGreaterThanOrEqual(1);
  });
});

describe('saving a rule in use', () => {
  it('refuses a pass score of 0 or 101 as typed, then asks before re-scoring the sessions it scored', async () => {
    await page.getByTestId('rule-details-back').click();
    await page.getByTestId(`rule-edit-${RULE}`).click();
    for (const typed of ['0', '101']) {
      await passScore().fill(typed);
      await page.getByTestId('rule-name').click();
      await expect(passScore().inputValue()).resolves.toBe(typed);
      await page.getByTestId('rule-save').click();
      await modal().getByText('及格分须大于0且不超过100').waitFor();
    }
    await passScore().fill('70');
    await page.getByTestId('rule-save').click();
    await expect.poll(() => page.getByTestId('rescore-question').textContent()).toMatch(/该规则已为\d+次已完成的练习评分/);
    await page.getByTestId('rescore-cancel').click();
    await expect(page.getByTestId('rule-name').isVisible()).resolves.toBe(true);

    await page.getByTestId('rule-save').click();
    await page.getByTestId('rescore-confirm').click();
    await page.getByText(/^已重新评分\d+次练习，0次因申诉已完成而跳过$/).waitFor();
    await page.getByTestId(`rule-details-${RULE}`).click();
    await expect.poll(() => page.getByTestId('rule-details-passscore').textContent()).toBe('70');
  });
});
