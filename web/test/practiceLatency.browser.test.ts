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

// Practice latency in the back office on a desktop: a learner answers the demo car-sales scenario
// over the real practice socket (typed answers), then the owner opens the scenario's latency from
// the scenario list and sees the stages with counts and milliseconds, the session, and its turns.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const SCENARIO = 'SUV展厅接待';
const ANSWERS = DEMO_ANSWERS.slice(0, 2);

/** A learner's short practice through the socket the practice page uses; answers the session id. */
async function practise(): Promise<string> {
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
    if (!scenarioId) throw new Error(`no ${SCENARIO} to practise`);
    const started = practiceSessionReplySchema.parse(await emit.call(socket, 'practice:start', { scenarioId }));
    if (!started.ok) throw new Error(started.errmsg);
    for (const text of ANSWERS) {
      const answered = practiceSessionReplySchema.parse(await emit.call(socket, 'practice:answer', { sessionId: started.session.id, text }));
      if (!answered.ok) throw new Error(answered.errmsg);
    }
    return started.session.id;
  } finally {
    socket.close();
  }
}

const cells = (row: ReturnType<Page['getByTestId']>) => row.locator('td').allTextContents();

describe('practice latency in the back office', () => {
  it('shows the stages, the session and its turns of a practice just run', async () => {
    const sessionId = await practise();
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicescene`);
    await page.getByTestId(`scenario-latency-${SCENARIO}`).click();
    const drawer = page.getByTestId('latency-drawer');
    await expect.poll(() => drawer.textContent()).toContain(`响应时延 · ${SCENARIO}`);

    const total = page.getByTestId('latency-stages-total');
    await total.waitFor();
    const [label, p50, p95, count] = await cells(total);
    expect(label).toBe('合计（收到 → 发出）');
    expect(Number(count)).toBeGreaterThanOrEqual(ANSWERS.length);
    expect(Number(p50)).toBeGreaterThanOrEqual(0);
    expect(Number(p95)).toBeGreaterThanOrEqual(Number(p50));
    // Typed answers only: no recognition stage counted.
    expect(await cells(page.getByTestId('latency-stages-recognition'))).toEqual(['说话结束 → 识别完成（仅语音回答）', '—', '—', '0']);
    const engine = await cells(page.getByTestId('latency-stages-engine'));
    expect(Number(engine[3])).toBeGreaterThanOrEqual(1);
    expect(Number.isFinite(Number(engine[1]))).toBe(true);

    const session = page.getByTestId('latency-sessions').locator('tbody tr.ant-table-row', { has: page.getByTestId(`latency-session-${sessionId}`) });
    await expect
      .poll(() => cells(session))
      .toEqual([
        expect.any(String),
        expect.any(String),
        String(ANSWERS.length),
        expect.stringMatching(/^\d+(\.\d)?$/),
        expect.stringMatching(/^\d+(\.\d)?$/),
        '查看',
      ]);
    await page.getByTestId(`latency-session-${sessionId}`).click();
    // The whole dialogue's block (docs/practice.md "The whole dialogue"): the session is still running.
    await expect.poll(() => page.getByTestId('dialogue-none').textContent()).toContain('练习尚未结束');
    const turns = page.getByTestId('latency-turns').locator('tbody tr.ant-table-row');
    await expect.poll(() => turns.count()).toBe(ANSWERS.length);
    const [seq, answer, recognition, engineMs, audioMs, synthesisMs, voice, sendMs, totalMs] = await cells(turns.first());
    expect([seq, answer, recognition]).toEqual(['1', ANSWERS[0], '—']);
    for (const value of [engineMs, audioMs, synthesisMs, sendMs, totalMs]) expect(value).toMatch(/^\d+(\.\d+)?$/);
    // The demo customer speaks with a digital human whose demo dubbing voiced the scenario: its lines come
    // from those clips where the server's files hold them (the embedded database's copy does; a
    // server on a PostgreSQL clone starts without the template's files), else they are synthesised or
    // found voiced by an earlier session.
    expect(voice).toMatch(/^(数字人配音|实时合成|已存语音)\d+句/);
  });
});
