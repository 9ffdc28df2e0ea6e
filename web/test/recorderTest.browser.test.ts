import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { launchChromium } from './support/chromium';
import { fakeMicrophone, speakToWav } from './support/fakeAsr';
import { freshDir, removeDir } from './support/tmp';

// The recorder test page (learner-and-session §2.6) with Chromium's fake microphone playing an
// espeak-ng WAV: the plug-in mode gives an mp3 and a wav that play, the original mode the browser's
// own format, delete removes a result, and a refused permission shows the spec's message.

let wavDir = '';
let wavPath = '';
beforeAll(() => {
  wavDir = freshDir('recorder-test');
  wavPath = join(wavDir, 'speech.wav');
  speakToWav(wavPath, '您好，欢迎光临，这是一段录音测试。');
});
const app = useAppUnderTest({ viewport: PHONE, browserArgs: () => fakeMicrophone(wavPath) });
let page: Page;
beforeAll(() => {
  page = app.page;
});
afterAll(() => {
  if (wavDir) removeDir(wavDir);
});

/** The duration the browser reads from a result's audio element, in seconds (it must load to have one). */
function playableSeconds(result: Locator): Promise<number> {
  return result.getByTestId('recorder-audio').evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        const done = () => resolve(element.duration);
        if (element.readyState >= 1) return done();
        element.addEventListener('loadedmetadata', done, { once: true });
        element.addEventListener('error', () => reject(new Error(`audio error ${element.error?.code}`)), { once: true });
        element.load();
      }),
  );
}

async function record(mode: 'plugin' | 'original', ms: number): Promise<void> {
  await page.getByTestId(`recorder-mode-${mode}`).click();
  await page.getByTestId('recorder-start').click();
  await page.getByTestId('recorder-recording').waitFor();
  await page.waitForTimeout(ms);
  await page.getByTestId('recorder-stop').click();
  await page.getByTestId('recorder-recording').waitFor({ state: 'detached' });
}

describe('the recorder test page', () => {
  it('enables the microphone permission', async () => {
    await page.goto(`${app.server.url}/#/pages/recorder-test`);
    await page.getByTestId('recorder-test').waitFor();
    await expect(page.getByTestId('recorder-stop').isDisabled()).resolves.toBe(true);
    await page.getByTestId('recorder-enable').click();
    await expect.poll(() => page.getByTestId('recorder-enable').textContent()).toBe('录音权限已开启');
    await expect(page.getByTestId('recorder-error').count()).resolves.toBe(0);
  });

  it('records in plug-in mode as an mp3 and a wav that both play', async () => {
    await record('plugin', 2000);
    const mp3 = page.getByTestId('recorder-result-mp3');
    const wav = page.getByTestId('recorder-result-wav');
    await mp3.waitFor();
    await wav.waitFor();
    await expect(page.getByTestId('recorder-error').count()).resolves.toBe(0);
    const mp3Size = Number(await mp3.getAttribute('data-size'));
    const wavSize = Number(await wav.getAttribute('data-size'));
    expect(mp3Size).toBeGreaterThan(1000);
    // 16 kHz 16-bit wav is 32 kB a second; the 16 kbps mp3 is 2 kB a second.
    expect(wavSize).toBeGreaterThan(mp3Size * 8);
    await expect(mp3.textContent()).resolves.toMatch(/^mp3：[\d.]+ [kK]?B，\d+\.\d 秒/);
    const mp3Seconds = await playableSeconds(mp3);
    const wavSeconds = await playableSeconds(wav);
    expect(mp3Seconds).toBeGreaterThan(1);
    expect(wavSeconds).toBeGreaterThan(1);
    // The same audio: the mp3 is the wav's length plus the encoder's padding (a few 36 ms frames).
    expect(Math.abs(mp3Seconds - wavSeconds)).toBeLessThan(0.2);
  });

  it('records in original mode in the browser format', async () => {
    await record('original', 1500);
    // The recording ends before the browser hands over its file: wait for the third result (after the
    // plug-in mode's mp3 and wav) before reading the newest, which is listed first.
    await expect.poll(() => page.locator('[data-testid^="recorder-result-"]').count()).toBe(3);
    const original = page.locator('[data-testid^="recorder-result-"]').first();
    await expect(original.getAttribute('data-testid')).resolves.toMatch(/^recorder-result-(webm|ogg|m4a)$/);
    expect(Number(await original.getAttribute('data-size'))).toBeGreaterThan(0);
  });

  it('deletes results', async () => {
    await page.getByTestId('recorder-result-mp3').getByTestId('recorder-delete').click();
    await expect(page.getByTestId('recorder-result-mp3').count()).resolves.toBe(0);
    await page.getByTestId('recorder-result-wav').getByTestId('recorder-delete').click();
    await expect(page.getByTestId('recorder-result-wav').count()).resolves.toBe(0);
    await page.locator('[data-testid^="recorder-result-"]').first().getByTestId('recorder-delete').click();
    await expect(page.locator('[data-testid^="recorder-result-"]').count()).resolves.toBe(0);
    await expect(page.getByText('还没有录音').count()).resolves.toBe(1);
  });

  it("shows the spec's message when the permission is refused", async () => {
    const denied = await launchChromium({ ...PHONE, args: fakeMicrophone(wavPath, { deny: true }) });
    try {
      const other = denied.context.pages()[0] ?? (await denied.context.newPage());
      await other.goto(`${app.server.url}/#/pages/recorder-test`);
      await other.getByTestId('recorder-enable').click();
      await expect
        .poll(() =>
          other
            .getByTestId('recorder-error')
            .textContent()
            .catch(() => ''),
        )
        .toBe('请先开启录音权限');
      await other.getByTestId('recorder-start').click();
      await expect
        .poll(() =>
          other
            .getByTestId('recorder-error')
            .textContent()
            .catch(() => ''),
        )
        .toBe('请先开启录音权限');
      await expect(other.getByTestId('recorder-recording').count()).resolves.toBe(0);
    } finally {
      await denied.close();
    }
  });
});
