import { practiceSessionResponseSchema } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { signedInToken, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { startFakeModel, type FakeModel } from './support/fakeModel';
import { practiceTranscript } from './support/practice';
import { callApi } from './support/serverApi';

// A role-play on a phone (docs/practice.md "Role-play"): learner01 starts the demo's role-play
// scenario and talks with the fake model as the customer for five typed turns. The model writes at
// a person's pace (first token after 300 ms, then 30 a second), so each reply's first sentence is
// voiced, shown and heard while the rest is still being written; on one turn the learner cuts the
// customer short, and only what was heard stays, on the page and in the stored session. Then the
// learner ends and submits, and the report shows.

const SCENARIO = '七座SUV到店洽谈（AI角色扮演）';
const OPENING = '你好，我想看看你们这款七座的途岳。';
/** The fake model's canned reply (server/test/fakes/openAi.ts `CANNED_ROLEPLAY_REPLY`), sentence by sentence. */
const REPLY = ['嗯，这个我大概明白了。', '不过你们还是比隔壁品牌贵了两万。', '这个月到底能给多少优惠？'];
const ANSWERS = [
  '您好，欢迎光临！我是销售顾问小王，请问您怎么称呼？',
  '途岳第三排可以坐两位成年人，老人坐着也宽敞。',
  '这个月有置换补贴和保养礼包，算下来比隔壁品牌还实惠。',
  '途岳百公里油耗七个多，七座车里算省的。',
  '周末带家人来试驾一下吧，老人坐第三排您也放心。',
];
/** The turn on which the learner cuts the customer short. */
const CUT_TURN = 2;

let model: FakeModel | undefined;
beforeAll(async () => {
  model = await startFakeModel({ firstTokenMs: 300, tokensPerSecond: 30 });
}, 30_000);
afterAll(() => model?.stop());
const app = useAppUnderTest({ viewport: PHONE, env: () => model!.env });
const page = (): Page => app.page;

/** What the page showed at one moment: the live reply's lines (null: none shown), how many turns are stored, whether interrupt is offered. */
interface Moment {
  live: string[] | null;
  turns: number;
  interrupt: boolean;
}
/** What the page recorded (`recordPage`): the page as it was when each clip began to play, and at every change of the dialogue. */
interface Recorded {
  plays: Moment[];
  changes: Moment[];
}
declare global {
  interface Window {
    roleplayRecord?: Recorded;
  }
}

/**
 * Runs in the page before its scripts: records each `play()` of a media element with what the
 * dialogue showed at that moment, and every change of the dialogue (a MutationObserver) — the order
 * of what was heard, shown and stored, which polling from outside could miss. The clips play at
 * `rate` times their speed: a reply is some 13 s of espeak, five of them would be a minute of the
 * file's time; the page's own logic (what plays when, what was heard) is unchanged.
 */
function recordPage(rate: number): void {
  const moment = (): Moment => {
    const live = document.querySelector('[data-testid="practice-live-reply"]');
    return {
      live: live ? Array.from(live.querySelectorAll('[data-testid="customer-line"] .practice-line-text'), (node) => node.textContent ?? '') : null,
      turns: document.querySelectorAll('[data-testid^="practice-turn-"]').length,
      interrupt: document.querySelector('[data-testid="practice-interrupt"]') !== null,
    };
  };
  const record: Recorded = { plays: [], changes: [] };
  window.roleplayRecord = record;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    // The call's ringtone and ambience players (readied by the tap on Start) are not the customer.
    if (this.dataset.testid?.startsWith('call-')) return play.call(this);
    record.plays.push(moment());
    this.defaultPlaybackRate = rate;
    this.playbackRate = rate;
    return play.call(this);
  };
  let last = '';
  const observer = new MutationObserver(() => {
    const now = JSON.stringify(moment());
    if (now !== last) record.changes.push(JSON.parse(now) as Moment);
    last = now;
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

const recorded = () => page().evaluate(() => window.roleplayRecord ?? { plays: [], changes: [] });
/** Forgets what was recorded so far: the next turn's record starts empty. */
const forget = () =>
  page().evaluate(() => {
    window.roleplayRecord?.plays.splice(0);
    window.roleplayRecord?.changes.splice(0);
  });
const playsSoFar = async () => (await recorded()).plays.length;
const sessionParam = () => new URLSearchParams(new URL(page().url()).hash.split('?')[1] ?? '').get('session') ?? '';
const turnLines = (seq: number) => page().getByTestId(`practice-turn-${seq}`).locator('[data-testid="customer-line"] .practice-line-text').allTextContents();
const interrupt = () => page().getByTestId('practice-interrupt');
const liveReplies = () => page().getByTestId('practice-live-reply').count();

/** The session as the server keeps it (the report's call). */
async function storedSession() {
  const response = await callApi(app.server.url, 'GET', `api/trainning/v3/practice/session/${sessionParam()}`, { token: await signedInToken(page()) });
  expect(response.status).toBe(200);
  return practiceSessionResponseSchema.parse(response.body).session;
}

/** Types answer `seq` and sends it, once the customer has stopped speaking (else the answer would cut the customer short). */
async function answer(seq: number): Promise<void> {
  await interrupt().waitFor({ state: 'hidden', timeout: 30_000 });
  await forget();
  await page()
    .getByTestId('practice-input')
    .locator('input')
    .fill(ANSWERS[seq - 1]!);
  await page().getByTestId('practice-send').click();
}

/** Waits until turn `seq` is stored and the customer has stopped speaking. */
async function replied(seq: number): Promise<void> {
  await page().getByTestId(`practice-turn-${seq}`).waitFor({ timeout: 30_000 });
  await interrupt().waitFor({ state: 'hidden', timeout: 30_000 });
}

/** Answers turn `seq` and hears the whole reply: shown sentence by sentence before its turn is stored, each heard in order, all kept. */
async function talk(seq: number): Promise<Recorded> {
  await answer(seq);
  await replied(seq);
  const record = await recorded();
  expect(record.changes.some((moment) => moment.live?.[0] === REPLY[0] && moment.turns === seq - 1)).toBe(true);
  expect(record.plays).toHaveLength(REPLY.length);
  await expect(turnLines(seq)).resolves.toEqual(REPLY);
  await expect(liveReplies()).resolves.toBe(0);
  return record;
}

/** The reply's first sentence was heard and read while the model was still writing the rest. */
function heardEarly({ plays, changes }: Recorded, seq: number): void {
  // Its clip began with it on screen, the turn not yet stored, the customer interruptible.
  expect(plays[0]).toMatchObject({ turns: seq - 1, interrupt: true });
  expect(plays[0]!.live?.[0]).toBe(REPLY[0]);
  // It was on screen alone, the turn not stored: the rest was still on its way.
  expect(changes).toContainEqual({ live: [REPLY[0]], turns: seq - 1, interrupt: true });
}

let heardOfCut = 0;

describe('a role-play on a phone', () => {
  it('opens the role-play scenario from the practice list, starts it and hears the opening', async () => {
    await page().addInitScript(recordPage, 4);
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().goto(`${app.server.url}/#/user/dashboard/practice`);
    await page().locator('[data-testid^="practice-scenario-"]', { hasText: SCENARIO }).click();
    await page().getByTestId('practice-cover').waitFor();
    await expect.poll(() => page().getByTestId('practice-start').isEnabled()).toBe(true);
    await page().getByTestId('practice-start').click();
    await expect.poll(() => practiceTranscript(page()), { timeout: 30_000 }).toEqual([OPENING]);
    await expect.poll(playsSoFar).toBe(1);
    await expect.poll(sessionParam).not.toBe('');
  });

  it('shows the first reply sentence by sentence before its turn is stored, and plays each in order', async () => {
    // This reply's lines are voiced for the first time, by a server just started: its first
    // sentence may go out with the rest (see heardEarly's turns below, whose voice files exist).
    await talk(1);
  });

  it('cuts the customer short mid-reply: only the sentences heard stay, on the page and on the server', async () => {
    await answer(CUT_TURN);
    // The first sentence is being heard, the rest still on its way: the learner taps to cut the customer short.
    await expect.poll(playsSoFar, { timeout: 30_000 }).toBeGreaterThan(0);
    await interrupt().click();
    const { plays, changes } = await recorded();
    const playedAtTap = plays.length;
    await interrupt().waitFor({ state: 'hidden', timeout: 30_000 });
    await page().getByTestId(`practice-turn-${CUT_TURN}`).waitFor({ timeout: 30_000 });
    // What was heard: the sentences that had begun (one may have been on its way to the speaker), never all three.
    heardOfCut = (await turnLines(CUT_TURN)).length;
    expect(heardOfCut).toBeGreaterThanOrEqual(playedAtTap);
    expect(heardOfCut).toBeLessThan(REPLY.length);
    await expect(turnLines(CUT_TURN)).resolves.toEqual(REPLY.slice(0, heardOfCut));
    await expect(liveReplies()).resolves.toBe(0);
    const turn = (await storedSession()).turns.find((stored) => stored.seq === CUT_TURN);
    expect(turn?.lines.map((line) => line.text)).toEqual(REPLY.slice(0, heardOfCut));
    // Nothing more was played after the tap, nor shown of the reply beyond what was heard.
    const after = await recorded();
    expect(after.plays).toHaveLength(playedAtTap);
    expect(after.changes.slice(changes.length).every((moment) => (moment.live?.length ?? 0) <= heardOfCut)).toBe(true);
  });

  it("hears and reads each next reply's first sentence while the model is still writing the rest", async () => {
    for (const seq of [3, 4, 5]) heardEarly(await talk(seq), seq);
    await expect
      .poll(() => practiceTranscript(page()))
      .toEqual([OPENING, ...ANSWERS.flatMap((text, index) => [text, ...(index + 1 === CUT_TURN ? REPLY.slice(0, heardOfCut) : REPLY)])]);
  });

  it('ends and submits after five turns, and shows the report', async () => {
    await page().getByTestId('practice-end').click();
    await page().locator('.adm-dialog-button', { hasText: '结束并提交' }).click();
    await page().getByTestId('practice-report').waitFor({ timeout: 30_000 });
    const session = await storedSession();
    expect(session).toMatchObject({ roleplay: true, status: 'finished', endreason: 'requested' });
    expect(session.turns.map((turn) => [turn.seq, turn.text, turn.lines.length])).toEqual(
      ANSWERS.map((text, index) => [index + 1, text, index + 1 === CUT_TURN ? heardOfCut : REPLY.length]),
    );
  });
});
