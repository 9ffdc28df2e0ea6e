import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { signedInToken, waitForRoute } from './support/app';
import { DESKTOP } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { useSpokenApp } from './support/fakeAsr';
import { practiceTranscript } from './support/practice';
import { callApi, userIdOf } from './support/serverApi';
import { dragLine } from './support/flowCanvas';

// Voice practice from one end to the other, on the real server with Tencent real-time ASR pointed at
// the fake recogniser: the owner builds a new scenario in the flow editor on a desktop (a line the
// rules forbid is refused with its message), enables it and puts it in a package's scenario task;
// learner01, on a phone whose fake microphone plays an espeak-ng WAV of the first answer, opens the
// task, answers by voice, pauses and resumes, loses and regains the connection, answers by typing,
// reaches the end and reads a report whose criteria cite the words of the learner's sentences.

const SCENARIO = '售后投诉安抚';
const TASK = '售后投诉安抚演练';
const LINES = { complaint: '你们的车怎么又坏了？我很生气。', howLong: '那要多久才能修好？', thanks: '好的，那我等你们的消息。' };
const ANSWERS = { spoken: '非常抱歉给您带来不便，我马上为您安排检修。', typed: '今天下午就能修好，我们还为您提供免费代步车。' };
const TWO_NODE_LOOP = '两个节点之间不能形成回路';

const spoken = useSpokenApp(ANSWERS.spoken);
const app = spoken.app;
const learner = (): Page => app.page;

let adminBrowser: Browser;
let admin: Page;
beforeAll(async () => {
  adminBrowser = await launchChromium(DESKTOP);
  admin = adminBrowser.context.pages()[0] ?? (await adminBrowser.context.newPage());
});
afterAll(async () => {
  await adminBrowser?.close();
});

const refusal = () => admin.getByTestId('flow-refusal');
const dialog = () => admin.locator('.ant-modal-wrap:visible .ant-modal').last();

/** Opens a select and picks the option with this text, then waits for its list to close. */
async function choose(select: Locator, text: string): Promise<void> {
  await select.click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  await expect.poll(() => admin.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Adds a node of the type at 100 % zoom and names it; its id. The new node is the one selected. */
async function addNode(type: 'customer' | 'student', name: string): Promise<string> {
  const before = await admin.locator(`[data-testid^="flow-node-${type}-"]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  await admin.getByTestId(`flow-add-${type}`).click();
  const added = admin.locator(`[data-testid^="flow-node-${type}-"]`);
  await expect.poll(() => added.count()).toBe(before.length + 1);
  const ids = await added.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  const id = ids.find((testId) => !before.includes(testId))!.replace('flow-node-', '');
  await admin.getByTestId('node-name').fill(name);
  return id;
}

/** Selects a node and links its first intent to the node named `target`. */
async function link(nodeId: string, target: string): Promise<void> {
  await admin.getByTestId(`flow-node-${nodeId}`).click();
  await choose(admin.getByTestId('intent-target-0'), target);
}

/** Presses on a node's outgoing handle and lets go over another node's incoming one. */
const drag = (from: Locator, to: Locator) => dragLine(admin, from, to);

const hashQuery = (page: Page, name: string) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get(name) ?? '';
const transcript = () => practiceTranscript(learner());
let packageId = '';
let childId = '';

describe("voice practice from the flow editor to the learner's report", () => {
  it('the owner builds a scenario in the flow editor, refused a two-node loop with its message', async () => {
    await signInAt(admin, app.server.url, 'owner01');
    await admin.goto(`${app.server.url}/#/admin/voice/voicescene`);
    await admin.getByTestId('scenario-add').click();
    await admin.getByTestId('scenario-create-name').fill(SCENARIO);
    await admin.getByTestId('scenario-create-category').locator('input').fill('售后服务');
    await admin.keyboard.press('Tab');
    await expect.poll(() => admin.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await admin.getByTestId('scenario-create-save').click();
    await expect.poll(() => admin.getByTestId('scenario-editor-title').textContent()).toBe(SCENARIO);

    const complaint = await addNode('customer', '客户投诉');
    await admin.getByTestId('intent-specifytext-0').fill(LINES.complaint);
    const soothe = await addNode('student', '道歉安抚');
    await admin.getByTestId('intent-label-0').fill('道歉并安排检修');
    await admin.getByTestId('intent-normtext-0').fill(ANSWERS.spoken);
    await admin.getByTestId('intent-keywords-0').fill('抱歉|对不起,检修|维修');
    const howLong = await addNode('customer', '询问时长');
    await admin.getByTestId('intent-specifytext-0').fill(LINES.howLong);
    const explain = await addNode('student', '说明时长');
    await admin.getByTestId('intent-label-0').fill('说明时间与代步车');
    await admin.getByTestId('intent-normtext-0').fill(ANSWERS.typed);
    await admin.getByTestId('intent-keywords-0').fill('下午|今天,代步车');
    const thanks = await addNode('customer', '客户接受');
    await admin.getByTestId('intent-specifytext-0').fill(LINES.thanks);

    await link('start', '客户投诉');
    await link(complaint, '道歉安抚');
    await link(soothe, '询问时长');
    // At half size the whole flow is on screen.
    for (let step = 0; step < 5; step++) await admin.getByTestId('flow-zoom-out').click();
    await expect.poll(() => admin.getByTestId('flow-zoom').textContent()).toBe('50%');
    // Back from the customer's question to the answer that led to it: a loop of two nodes, refused.
    await drag(admin.getByTestId(`flow-out-${howLong}-${howLong}-i1`), admin.getByTestId(`flow-in-${soothe}`));
    await expect.poll(() => refusal().textContent()).toContain(TWO_NODE_LOOP);
    await link(howLong, '说明时长');
    await link(explain, '客户接受');
    await link(thanks, '结束');
    await expect.poll(() => admin.getByTestId('flow-issues').textContent()).toContain('流程完整');

    await admin.getByTestId('scenario-save').click();
    await admin.locator('.ant-message').getByText('已保存', { exact: false }).first().waitFor();
    // A new scenario stays a draft until it is enabled, even once complete.
    await expect(admin.getByTestId('scenario-editor-status').textContent()).resolves.toBe('草稿');
  });

  it('enables the complete scenario from the list', async () => {
    await admin.getByTestId('scenario-back').click();
    await waitForRoute(admin, '/admin/voice/voicescene');
    const row = admin.getByTestId('scenario-table').locator('tbody tr.ant-table-row', { hasText: SCENARIO });
    await admin.getByTestId(`scenario-toggle-${SCENARIO}`).click();
    await admin.getByTestId('scenario-toggle-confirm').click();
    await expect.poll(() => row.getByTestId('scenario-status').textContent()).toBe('启用');
  });

  it("puts the scenario in a package's scenario task for learner01", async () => {
    const base = app.server.url;
    // The owner's own session (a second sign-in would end the one on the desktop).
    const token = await signedInToken(admin);
    const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
      token,
      body: {
        tasktype: 1,
        title: '售后服务训练',
        passscore: 60,
        sort: 0,
        starttime: Date.now() - 60_000,
        endtime: Date.now() + 86_400_000,
        range: { users: [await userIdOf(base, token, 'learner01')] },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    packageId = created.body.package.id;

    await admin.goto(`${base}/#/admin/train/edittraincom-train?id=${packageId}`);
    await admin.getByTestId('child-section').waitFor();
    await admin.getByTestId('child-add').click();
    await dialog().locator('#child-type').click();
    await admin.locator('.ant-select-item-option:visible', { hasText: '情景演练' }).first().click();
    await dialog().locator('#child-title').fill(TASK);
    await dialog().locator('#child-scenario').click();
    await admin.locator('.ant-select-item-option:visible', { hasText: SCENARIO }).first().click();
    await admin.getByTestId('child-dialog-save').click();
    await admin.getByTestId('child-table').locator('tr.ant-table-row', { hasText: TASK }).waitFor();

    const detail = await callApi<{ package: { children: { id: string; title: string }[] } }>(base, 'GET', `api/admin/task/package/${packageId}`, { token });
    childId = detail.body.package.children.find((child) => child.title === TASK)!.id;
    const published = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('the learner opens the task on a phone and answers the customer by voice', async () => {
    await signInAt(learner(), app.server.url, 'learner01');
    await waitForRoute(learner(), '/user/dashboard/center');
    await learner().goto(`${app.server.url}/#/user/dashboard/task?id=${packageId}`);
    await learner().getByTestId(`child-${childId}`).click();
    await waitForRoute(learner(), `/user/dashboard/practice?package=${packageId}&child=${childId}`);
    await learner().getByTestId('practice-start').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([LINES.complaint]);
    await expect
      .poll(
        () =>
          learner()
            .getByTestId('practice-mic')
            .getAttribute('data-server-voice')
            .catch(() => null),
        { timeout: 15_000 },
      )
      .toBe('true');

    await spoken.asr().queue(ANSWERS.spoken);
    await learner().getByTestId('practice-mic').click();
    await learner().locator('.practice-mic-state', { hasText: '正在聆听' }).waitFor();
    const input = learner().getByTestId('practice-input').locator('input');
    await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toMatch(/^.{4,}/u);
    await learner().getByTestId('practice-mic').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([LINES.complaint, ANSWERS.spoken, LINES.howLong]);
  });

  it('pauses and resumes, then loses and regains the connection without losing a turn', async () => {
    const session = hashQuery(learner(), 'session');
    expect(session).not.toBe('');
    await learner().getByTestId('practice-pause').click();
    await learner().getByTestId('practice-paused').waitFor();
    await learner().getByTestId('practice-resume').click();
    await learner().getByTestId('practice-paused').waitFor({ state: 'hidden' });
    await expect.poll(() => learner().getByTestId('practice-room').getAttribute('data-status')).toBe('running');

    await app.browser.context.setOffline(true);
    try {
      await expect
        .poll(
          () =>
            learner()
              .getByTestId('practice-connection')
              .textContent()
              .catch(() => ''),
          { timeout: 15_000 },
        )
        .toBe('网络连接已断开，正在重新连接…');
    } finally {
      await app.browser.context.setOffline(false);
    }
    await learner().getByTestId('practice-connection').waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(transcript).toEqual([LINES.complaint, ANSWERS.spoken, LINES.howLong]);
    expect(hashQuery(learner(), 'session')).toBe(session);
  });

  it("answers by typing, reaches the end and reads a report whose criteria cite the learner's words", async () => {
    const input = learner().getByTestId('practice-input').locator('input');
    await input.fill(ANSWERS.typed);
    await learner().getByTestId('practice-send').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([LINES.complaint, ANSWERS.spoken, LINES.howLong, ANSWERS.typed, LINES.thanks]);
    await learner().getByTestId('practice-finished').waitFor({ timeout: 30_000 });
    await learner().getByTestId('practice-open-report').click();
    await learner().getByTestId('practice-report').waitFor();
    await expect(learner().getByTestId('practice-report-reason').textContent()).resolves.toBe('流程已完成');
    await expect(learner().getByTestId('practice-report-completeness').textContent()).resolves.toContain('100');

    for (const [index, text] of [ANSWERS.spoken, ANSWERS.typed].entries()) {
      const turn = learner().getByTestId(`report-turn-${index + 1}`);
      await expect(turn.getByTestId('report-sentence').textContent()).resolves.toBe(text);
      const spans = await turn
        .getByTestId('report-criterion-span')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ text: node.textContent ?? '', start: Number(node.getAttribute('data-start')), end: Number(node.getAttribute('data-end')) })),
        );
      expect(spans.length).toBeGreaterThan(0);
      for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
    }
    const spoken = await learner().getByTestId('report-turn-1').getByTestId('report-criterion').allTextContents();
    expect(spoken.some((line) => line.startsWith('命中关键词抱歉'))).toBe(true);
    const typed = await learner().getByTestId('report-turn-2').getByTestId('report-criterion').allTextContents();
    expect(typed.some((line) => line.startsWith('命中关键词代步车'))).toBe(true);
  });
});
