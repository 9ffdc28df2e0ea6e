import { SESSION_STORAGE_KEY } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useSpokenApp } from './support/fakeAsr';
import { DEMO_ANSWERS, DEMO_REPLIES, practiceTranscript } from './support/practice';

// A spoken answer is kept as the learner's mp3 (docs/practice.md "Learner recordings"): Chromium's
// fake microphone plays an espeak-ng WAV, the page streams it to the server's recogniser (the fake
// Tencent ASR) and encodes it as mp3 on the way; once the turn exists the mp3 is uploaded for it —
// after a failed upload, from the IndexedDB outbox on the next page load — and the report plays it.

const OPENING = '你好，我随便看看这款途岳。';

const spoken = useSpokenApp(DEMO_ANSWERS[0]!);
const app = spoken.app;
let page: Page;
beforeAll(() => {
  page = app.page;
});

const transcript = () => practiceTranscript(page);
const sessionParam = () => new URLSearchParams(page.url().split('?')[1] ?? '').get('session') ?? '';

/** The stored recording of a turn as the server serves it to the signed-in learner: status, size and first bytes. */
function serverRecording(sessionId: string, seq: number): Promise<{ status: number; size: number; head: number[] }> {
  return page.evaluate(
    async ({ key, url }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { user?: { token?: string } } }).state?.user?.token ?? '';
      const response = await fetch(url, { headers: { token } });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, size: bytes.length, head: Array.from(bytes.slice(0, 3)) };
    },
    { key: SESSION_STORAGE_KEY, url: `/api/trainning/v3/practice/session/${sessionId}/turn/${seq}/audio` },
  );
}

/** Speaks the queued answer into the fake microphone and stops; the customer's reply follows. */
async function speak(text: string): Promise<void> {
  await spoken.asr().queue(text);
  await page.getByTestId('practice-mic').click();
  await page.locator('.practice-mic-state', { hasText: '正在聆听' }).waitFor();
  await expect.poll(() => page.getByTestId('practice-input').locator('input').inputValue(), { timeout: 15_000 }).toMatch(/^.{4,}/u);
  await page.getByTestId('practice-mic').click();
}

const isMp3 = (head: number[]) => (head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);

describe('the learner recording of a spoken answer', () => {
  it('uploads the mp3 of a spoken answer once its turn exists', async () => {
    await signInAt(page, app.server.url, 'learner01');
    await waitForRoute(page, '/user/dashboard/center');
    await page.goto(`${app.server.url}/#/user/dashboard/practice`);
    await page.locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
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

    await speak(DEMO_ANSWERS[0]!);
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, DEMO_ANSWERS[0], DEMO_REPLIES[0]]);
    const sessionId = sessionParam();
    await expect.poll(async () => (await serverRecording(sessionId, 1)).status, { timeout: 20_000 }).toBe(200);
    const stored = await serverRecording(sessionId, 1);
    expect(isMp3(stored.head)).toBe(true);
    // 16 kbps: 2 kB a second of speech; the fake microphone played at least a second.
    expect(stored.size).toBeGreaterThan(2000);
  });

  it('keeps a recording whose upload failed in the outbox and sends it after a reload', async () => {
    const sessionId = sessionParam();
    const refused: string[] = [];
    await page.route('**/turn/*/audio', async (route) => {
      refused.push(route.request().url());
      await route.abort('internetdisconnected');
    });
    await speak(DEMO_ANSWERS[1]!);
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, DEMO_ANSWERS[0], DEMO_REPLIES[0], DEMO_ANSWERS[1], DEMO_REPLIES[1]]);
    await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.unroute('**/turn/*/audio');
    expect((await serverRecording(sessionId, 2)).status).toBe(404);

    await page.reload();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, DEMO_ANSWERS[0], DEMO_REPLIES[0], DEMO_ANSWERS[1], DEMO_REPLIES[1]]);
    await expect.poll(async () => (await serverRecording(sessionId, 2)).status, { timeout: 20_000 }).toBe(200);
    expect(isMp3((await serverRecording(sessionId, 2)).head)).toBe(true);
  });

  it('plays the learner recording back in the report; a typed answer has none', async () => {
    const input = page.getByTestId('practice-input').locator('input');
    await input.fill(DEMO_ANSWERS[2]!);
    await page.getByTestId('practice-send').click();
    await page.getByTestId('practice-open-report').or(page.getByTestId('practice-report')).first().waitFor({ timeout: 30_000 });
    if (await page.getByTestId('practice-open-report').isVisible()) await page.getByTestId('practice-open-report').click();
    await page.getByTestId('practice-report').waitFor({ timeout: 30_000 });

    await expect(page.getByTestId('report-turn-1').getByTestId('report-learner-play').count()).resolves.toBe(1);
    await expect(page.getByTestId('report-turn-2').getByTestId('report-learner-play').count()).resolves.toBe(1);
    await expect(page.getByTestId('report-turn-3').getByTestId('report-learner-play').count()).resolves.toBe(0);

    await page.getByTestId('report-turn-1').getByTestId('report-learner-play').click();
    const audio = page.getByTestId('report-turn-1').getByTestId('report-learner-audio');
    await audio.waitFor();
    const played = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<{ src: string; duration: number }>((resolve, reject) => {
          const done = () => resolve({ src: element.src, duration: element.duration });
          if (element.readyState >= 1) return done();
          element.addEventListener('loadedmetadata', done, { once: true });
          element.addEventListener('error', () => reject(new Error(`audio error ${element.error?.code}`)), { once: true });
        }),
    );
    expect(played.src).toMatch(/^blob:/);
    expect(played.duration).toBeGreaterThan(0.5);
    expect(Number.isFinite(played.duration)).toBe(true);
  });
});
