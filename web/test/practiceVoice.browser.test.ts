import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { PHONE } from './support/appUnderTest';
import { DEMO_ANSWERS, DEMO_REPLIES, practiceTranscript } from './support/practice';
import { launchChromium } from './support/chromium';
import { fakeMicrophone, useSpokenApp } from './support/fakeAsr';

// A learner answers the demo scenario by voice on a phone: Chromium's fake microphone plays a WAV
// of the answer (espeak-ng), the page streams it as 16 kHz PCM to the real server whose recogniser
// is Tencent real-time ASR pointed at the fake (which "hears" the transcript queued for it), the
// partial text shows in the input, the turn is recognised and the customer replies; then a typed answer.

const OPENING = '你好，我随便看看这款途岳。';
const ANSWERS = DEMO_ANSWERS;
const REPLIES = DEMO_REPLIES;

const spoken = useSpokenApp(ANSWERS[0]!);
const app = spoken.app;
let page: Page;
beforeAll(() => {
  page = app.page;
});

const transcript = () => practiceTranscript(page);

describe('voice answers on a phone, recognised by the server', () => {
  it('starts the demo scenario with the server microphone on offer', async () => {
    await signInAt(page, app.server.url, 'learner01');
    await waitForRoute(page, '/user/dashboard/center');
    await page.goto(`${app.server.url}/#/user/dashboard/practice`);
    const item = page.locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' });
    await item.click();
    await page.getByTestId('practice-start').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING]);
    await expect
      .poll(
        () =>
          page
            .getByTestId('practice-mic')
            .getAttribute('data-server-voice')
            .catch(() => null),
        { timeout: 15_000 },
      )
      .toBe('true');
    await expect(page.getByTestId('practice-mic-unsupported').count()).resolves.toBe(0);
  });

  it('streams the spoken answer, shows its partial text, and the customer replies to the recognised turn', async () => {
    await spoken.asr().queue(ANSWERS[0]!);
    const input = page.getByTestId('practice-input').locator('input');
    await page.getByTestId('practice-mic').click();
    await page.locator('.practice-mic-state', { hasText: '正在聆听' }).waitFor();
    // The fake hears about four characters a second: the input fills with a growing prefix of the answer.
    await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toMatch(/^.{4,}/u);
    const partial = await input.inputValue();
    expect(ANSWERS[0]!.startsWith(partial)).toBe(true);
    expect(partial.length).toBeLessThan(ANSWERS[0]!.length);
    await page.getByTestId('practice-mic').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, ANSWERS[0], REPLIES[0]]);
    await expect.poll(() => input.inputValue()).toBe('');
    await expect(page.getByTestId('practice-voice-notice').count()).resolves.toBe(0);
  });

  it('then takes a typed answer in the same session', async () => {
    const input = page.getByTestId('practice-input').locator('input');
    await input.fill(ANSWERS[1]!);
    await page.getByTestId('practice-send').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, ANSWERS[0], REPLIES[0], ANSWERS[1], REPLIES[1]]);
  });

  it('says to type when the recogniser is down, and the typed answer goes on', async () => {
    await spoken.asr().stop();
    await page.getByTestId('practice-mic').click();
    await expect
      .poll(
        () =>
          page
            .getByTestId('practice-voice-notice')
            .textContent()
            .catch(() => ''),
        { timeout: 20_000 },
      )
      .toBe('语音识别暂不可用，请直接输入文字回答');
    await expect(page.locator('.practice-mic-state').count()).resolves.toBe(0);
    const input = page.getByTestId('practice-input').locator('input');
    await input.fill(ANSWERS[2]!);
    await page.getByTestId('practice-send').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, ANSWERS[0], REPLIES[0], ANSWERS[1], REPLIES[1], ANSWERS[2], REPLIES[2]]);
  });

  it("shows the spec's message when the microphone permission is denied", async () => {
    const denied = await launchChromium({ ...PHONE, args: fakeMicrophone(spoken.wavPath(), { deny: true }) });
    try {
      const other = denied.context.pages()[0] ?? (await denied.context.newPage());
      await signInAt(other, app.server.url, 'learner02');
      await waitForRoute(other, '/user/dashboard/center');
      await other.goto(`${app.server.url}/#/user/dashboard/practice`);
      await other.locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
      await other.getByTestId('practice-start').click();
      await other.locator('[data-testid="customer-line"]').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(
          () =>
            other
              .getByTestId('practice-mic')
              .getAttribute('data-server-voice')
              .catch(() => null),
          { timeout: 15_000 },
        )
        .toBe('true');
      await other.getByTestId('practice-mic').click();
      await expect
        .poll(
          () =>
            other
              .getByTestId('practice-voice-notice')
              .textContent()
              .catch(() => ''),
          { timeout: 15_000 },
        )
        .toBe('请先开启录音权限');
      await expect(other.locator('.practice-mic-state').count()).resolves.toBe(0);
    } finally {
      await denied.close();
    }
  });
});
