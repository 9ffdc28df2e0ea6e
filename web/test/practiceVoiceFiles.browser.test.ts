import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { controlled, signedInToken, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { practiceTranscript } from './support/practice';

// The customer's lines come as URLs of MP3 files named by their content (docs/practice.md "Lines and
// audio"): the page fetches them with the session's headers and plays them; the service worker keeps
// them by that name, so a line heard in one session plays from the cache in the next, and offline.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;

const OPENING = '你好，我随便看看这款途岳。';
const VOICE = /\/api\/trainning\/v3\/practice\/session\/([^/]+)\/voice\/([0-9a-f]{32})$/;
const voiceFile = () => page().waitForResponse((response) => VOICE.test(new URL(response.url()).pathname), { timeout: 30_000 });

let heard: Response;

/** Starts a session of the demo scenario with a tap on `button`; answers the response of its opening line's voice file. */
async function startDemo(button: 'practice-start' | 'practice-again'): Promise<Response> {
  const opening = voiceFile();
  await page().getByTestId(button).click();
  await expect.poll(() => practiceTranscript(page()), { timeout: 30_000 }).toEqual([OPENING]);
  return opening;
}

describe("the customer's voice files in the PWA", () => {
  it('fetches a line named by URL through the service worker, which keeps it for good', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page().reload();
    await waitForRoute(page(), '/user/dashboard/center');
    await expect(controlled(page())).resolves.toBe(true);
    await page().goto(`${app.server.url}/#/user/dashboard/practice`);
    await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
    heard = await startDemo('practice-start');
    expect(heard.status()).toBe(200);
    expect(heard.fromServiceWorker()).toBe(true);
    expect(heard.headers()).toMatchObject({ 'content-type': 'audio/mpeg', 'cache-control': 'private, max-age=31536000, immutable' });
    const line = page().getByTestId('customer-line').filter({ hasText: OPENING });
    await line.getByTestId('practice-play').click();
    await expect(line.getByTestId('practice-play-error').count()).resolves.toBe(0);
  });

  it('plays that file offline, whatever session names it', async () => {
    const [, , key] = VOICE.exec(new URL(heard.url()).pathname)!;
    const token = await signedInToken(page());
    await app.browser.context.setOffline(true);
    try {
      const seconds = await page().evaluate(
        async ({ key, token }) => {
          const response = await fetch(`/api/trainning/v3/practice/session/${crypto.randomUUID()}/voice/${key}`, { headers: { token } });
          if (!response.ok) return -response.status;
          return (await new AudioContext().decodeAudioData(await response.arrayBuffer())).duration;
        },
        { key, token },
      );
      expect(seconds).toBeGreaterThan(1);
    } finally {
      await app.browser.context.setOffline(false);
    }
  });

  it("plays the same line in the scenario's next session from the service worker's cache", async () => {
    await page().getByTestId('practice-end').click();
    await page().locator('.adm-dialog-button', { hasText: '结束并提交' }).click();
    await page().getByTestId('practice-report').waitFor({ timeout: 30_000 });
    // A new page load: the page keeps no clip of its own, so the line is asked for again.
    await page().reload();
    const again = await startDemo('practice-again');
    const [, session, key] = VOICE.exec(new URL(again.url()).pathname)!;
    const [, firstSession, firstKey] = VOICE.exec(new URL(heard.url()).pathname)!;
    expect([session === firstSession, key]).toEqual([false, firstKey]);
    expect(again.fromServiceWorker()).toBe(true);
    // The answer the cache kept, not a new one: the server dated it when the first session asked.
    expect(again.headers().date).toBe(heard.headers().date);
  });
});
