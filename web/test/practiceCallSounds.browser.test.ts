import type { Page } from 'playwright-core';
import { demoScenarioWithSounds } from '@peilian/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { practiceTranscript } from './support/practice';
import { apiSignIn } from './support/serverApi';

// The call's ringtone and ambience on the learner's phone (docs/practice.md "Ringtone and ambience"):
// a copy of the demo scenario with the demo's sounds; the tap on Start rings once, the customer's
// opening follows, the ambience loops quietly under the call, and pausing and ending stop it.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;

const OPENING = '你好，我随便看看这款途岳。';
let scenarioId = '';

/** Every element's play() the page makes, in order: which sound (a call sound's test id, else `customer`), its loop and volume. */
type Play = { who: string; loop: boolean; volume: number; src: string };
const plays = () => page().evaluate(() => ((window as unknown as { __plays?: Play[] }).__plays ?? []).map(({ who, loop, volume }) => ({ who, loop, volume })));
const ambience = () =>
  page()
    .getByTestId('call-ambience')
    .evaluate((audio: HTMLAudioElement) => ({ playing: !audio.paused, loop: audio.loop, volume: audio.volume, src: audio.getAttribute('src') ?? '' }));

beforeAll(async () => {
  const base = app.server.url;
  const token = (await apiSignIn(base, 'owner01', DEMO_PASSWORD)).token;
  ({ scenarioId } = await demoScenarioWithSounds(base, token, '来电演练'));
  await page().addInitScript(() => {
    const log: { who: string; loop: boolean; volume: number; src: string }[] = [];
    const refused: string[] = [];
    Object.assign(window, { __plays: log, __refused: refused });
    document.addEventListener('securitypolicyviolation', (event) => void refused.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log.push({ who: this.dataset.testid ?? 'customer', loop: this.loop, volume: this.volume, src: this.currentSrc || this.src });
      return play.call(this);
    };
  });
});

describe("the call's ringtone and ambience in the PWA", () => {
  it('rings once before the opening, loops the ambience quietly under the call, and stops it on pause and at the end', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().goto(`${app.server.url}/#/user/dashboard/practice?scenario=${scenarioId}`);
    const sound = page().waitForResponse((response) => /\/practice\/session\/[^/]+\/sound\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname));
    await page().getByTestId('practice-start').click();
    const fetched = await sound;
    expect([fetched.status(), fetched.headers()['content-type']]).toEqual([200, 'audio/wav']);
    await expect.poll(() => practiceTranscript(page()), { timeout: 30_000 }).toEqual([OPENING]);

    // Both players readied in the tap on Start (a silent wav), then the ringtone (2 s), then the ambience at 0.2 with the customer's opening.
    await expect.poll(plays, { timeout: 15_000 }).toEqual([
      { who: 'call-ringtone', loop: false, volume: 1 },
      { who: 'call-ambience', loop: false, volume: 1 },
      { who: 'call-ringtone', loop: false, volume: 1 },
      { who: 'call-ambience', loop: true, volume: 0.2 },
      { who: 'customer', loop: false, volume: 1 },
    ]);
    await expect.poll(ambience).toMatchObject({ playing: true, loop: true, volume: 0.2, src: expect.stringMatching(/^blob:/) });

    await page().getByTestId('practice-pause').click();
    await page().getByTestId('practice-paused').waitFor();
    await expect.poll(ambience).toMatchObject({ playing: false, src: '' });
    await page().getByTestId('practice-resume').click();
    await expect.poll(ambience).toMatchObject({ playing: true, volume: 0.2 });

    await page().getByTestId('practice-end').click();
    await page().locator('.adm-dialog-button', { hasText: '结束并提交' }).click();
    await page().getByTestId('practice-report').waitFor({ timeout: 30_000 });
    await expect.poll(ambience).toMatchObject({ playing: false, src: '' });
    // Heard once (the other play readied it): nothing rang again.
    expect((await plays()).filter((play) => play.who === 'call-ringtone')).toHaveLength(2);
    // Everything played from where the page's policy lets media come from.
    expect(await page().evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
  });
});
