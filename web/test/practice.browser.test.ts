import { SESSION_STORAGE_KEY } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { chooseLearnerLanguage, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { DEMO_ANSWERS, DEMO_REPLIES, practiceTranscript } from './support/practice';

// The learner's free voice practice on a phone against the real server (socket.io, PGlite, the demo
// organisation's car-sales scenario): typed answers through the flow, pause and resume, a reload
// and a dropped connection that both resume the same session without losing a turn, then the
// report whose criteria cite spans of the learner's own sentences.
// Chromium's fake microphone (a tone) works: the page's own recording of a spoken answer has sound.
const app = useAppUnderTest({ viewport: PHONE, browserArgs: () => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
const page = (): Page => app.page;

const OPENING = '你好，我随便看看这款途岳。';
const ANSWERS = DEMO_ANSWERS;
const REPLIES = DEMO_REPLIES;

const transcript = () => practiceTranscript(page());
const learnerLines = async () => (await transcript()).filter((line) => ANSWERS.includes(line));
const sessionParam = () => new URLSearchParams(new URL(page().url()).hash.split('?')[1] ?? '').get('session') ?? '';

/** Types and sends an answer; until the flow's last answer the input is cleared once the turn is stored. */
async function answer(text: string, last = false): Promise<void> {
  const input = page().getByTestId('practice-input').locator('input');
  await input.fill(text);
  await page().getByTestId('practice-send').click();
  await expect.poll(learnerLines, { timeout: 30_000 }).toContain(text);
  if (last) await page().getByTestId('practice-finished').waitFor();
  else await expect.poll(() => input.inputValue()).toBe('');
}

let firstSession = '';

describe('free voice practice on a phone', () => {
  it('opens free practice from the personal centre and starts the demo scenario', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().goto(`${app.server.url}/#/user/mine`);
    await page().getByTestId('mine-practice').click();
    await waitForRoute(page(), '/user/dashboard/practice');
    const item = page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('客户：王先生');
    await a11yScan(page(), 'the free practice list');
    await item.click();
    await page().getByTestId('practice-cover').waitFor();
    // The cover as the learner can use it: start is enabled once the live connection is up.
    await expect.poll(() => page().getByTestId('practice-start').isEnabled()).toBe(true);
    await a11yScan(page(), 'a practice scenario, before it starts');
    await page().getByTestId('practice-start').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING]);
    await expect.poll(sessionParam).not.toBe('');
    firstSession = sessionParam();
    // The customer's line came with its audio (a replay button) or, without it, the text-only notice.
    await expect
      .poll(() =>
        page().locator('[data-testid="customer-line"] [data-testid="practice-play"], [data-testid="customer-line"] [data-testid="practice-notice"]').count(),
      )
      .toBeGreaterThan(0);
    await expect(page().getByTestId('practice-hints').textContent()).resolves.toContain('热情接待');
    await expect.poll(() => page().locator('[data-testid="practice-mic"], [data-testid="practice-mic-unsupported"]').count()).toBe(1);
  });

  it("takes a typed answer and shows the customer's reply", async () => {
    await answer(ANSWERS[0]!);
    await expect.poll(transcript).toEqual([OPENING, ANSWERS[0], REPLIES[0]]);
    await a11yScan(page(), 'a practice session, talking');
  });

  it('pauses and resumes', async () => {
    await page().getByTestId('practice-pause').click();
    await page().getByTestId('practice-paused').waitFor();
    await expect.poll(() => page().getByTestId('practice-room').getAttribute('data-status')).toBe('paused');
    await expect(page().getByTestId('practice-send').isDisabled()).resolves.toBe(true);
    await page().getByTestId('practice-resume').click();
    await page().getByTestId('practice-paused').waitFor({ state: 'hidden' });
    await expect.poll(() => page().getByTestId('practice-room').getAttribute('data-status')).toBe('running');
  });

  it('gets the same session and transcript back after a reload', async () => {
    await page().reload();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, ANSWERS[0], REPLIES[0]]);
    expect(sessionParam()).toBe(firstSession);
  });

  it('shows "reconnecting" while the connection is down, rejoins the session and goes on without losing a turn', async () => {
    await app.browser.context.setOffline(true);
    try {
      await expect
        .poll(
          () =>
            page()
              .getByTestId('practice-connection')
              .textContent()
              .catch(() => ''),
          { timeout: 15_000 },
        )
        .toBe('网络连接已断开，正在重新连接…');
      await expect(page().getByTestId('practice-send').isDisabled()).resolves.toBe(true);
    } finally {
      await app.browser.context.setOffline(false);
    }
    await page().getByTestId('practice-connection').waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(transcript).toEqual([OPENING, ANSWERS[0], REPLIES[0]]);
    await answer(ANSWERS[1]!);
    await expect.poll(transcript).toEqual([OPENING, ANSWERS[0], REPLIES[0], ANSWERS[1], REPLIES[1]]);
    expect(sessionParam()).toBe(firstSession);
  });

  it("reaches the end of the flow and shows a report whose criteria cite the learner's words", async () => {
    await answer(ANSWERS[2]!, true);
    await expect.poll(transcript).toEqual([OPENING, ANSWERS[0], REPLIES[0], ANSWERS[1], REPLIES[1], ANSWERS[2], REPLIES[2]]);
    await page().getByTestId('practice-open-report').click();
    await page().getByTestId('practice-report').waitFor();
    await expect.poll(() => page().getByTestId('practice-report-passed').textContent()).toBe('通过');
    await expect(page().getByTestId('practice-report-completeness').textContent()).resolves.toContain('100');
    await expect(page().getByTestId('practice-report-reason').textContent()).resolves.toBe('流程已完成');
    expect(Number(await page().getByTestId('practice-report-score').textContent())).toBeGreaterThanOrEqual(60);
    await expect(page().getByTestId('breakdown-part').count()).resolves.toBe(4);

    for (const [index, text] of ANSWERS.entries()) {
      const turn = page().getByTestId(`report-turn-${index + 1}`);
      await expect(turn.getByTestId('report-sentence').textContent()).resolves.toBe(text);
      const marks = await turn.getByTestId('report-mark').allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(text).toContain(mark);
      const spans = await turn
        .getByTestId('report-criterion-span')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ text: node.textContent ?? '', start: Number(node.getAttribute('data-start')), end: Number(node.getAttribute('data-end')) })),
        );
      expect(spans.length).toBeGreaterThan(0);
      for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
    }
    const first = page().getByTestId('report-turn-1');
    const criteria = await first.getByTestId('report-criterion').allTextContents();
    expect(criteria.some((line) => line.startsWith('命中关键词欢迎'))).toBe(true);
    expect(await first.locator('[data-testid="report-criterion"][data-kind="polite"]').count()).toBeGreaterThan(0);
    await a11yScan(page(), 'a practice report');
  });

  it("names the standard score items in the reader's language, on the report reopened from its address", async () => {
    const report = page().url();
    const items = () => page().getByTestId('breakdown-name').allTextContents();
    await expect.poll(items).toEqual(['关键词', '流程完整度', '礼貌用语', '语速音量']);
    await expect(page().getByTestId('breakdown-weight').allTextContents()).resolves.toEqual(['40%', '30%', '20%', '10%']);
    for (const [language, names] of [
      // The template rule's items, 语速音量 among them, in the reader's language.
      ['繁體中文', ['關鍵詞', '流程完整度', '禮貌用語', '語速音量']],
      ['English', ['Keywords', 'Flow completeness', 'Politeness', 'Pace and volume']],
      ['简体中文', ['关键词', '流程完整度', '礼貌用语', '语速音量']],
    ] as const) {
      await page().goto(`${app.server.url}/#/user/mine`);
      await chooseLearnerLanguage(page(), language);
      await page().goto(report);
      await page().getByTestId('practice-report-breakdown').waitFor();
      expect(await items()).toEqual(names);
    }
  });

  it('ends a running practice on request and reopens its report from the session id', async () => {
    await page().getByTestId('practice-again').click();
    await page().getByTestId('practice-room').waitFor();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING]);
    await expect.poll(sessionParam).not.toBe(firstSession);
    const second = sessionParam();
    await answer(ANSWERS[0]!);
    await page().getByTestId('practice-end').click();
    await page().locator('.adm-dialog-button', { hasText: '结束并提交' }).click();
    await page().getByTestId('practice-report').waitFor({ timeout: 30_000 });
    await expect.poll(() => page().getByTestId('practice-report-reason').textContent()).toBe('练习已结束');
    await expect(page().getByTestId('report-turn-1').getByTestId('report-mark').count()).resolves.toBeGreaterThan(0);

    await page().goto(`${app.server.url}/#/user/dashboard/practice?session=${second}`);
    await page().getByTestId('practice-report').waitFor({ timeout: 30_000 });
    await expect.poll(() => page().getByTestId('report-turn-1').getByTestId('report-sentence').textContent()).toBe(ANSWERS[0]);
    await expect(page().getByTestId('report-turn-2').count()).resolves.toBe(0);

    // After a reload the page holds no audio of its own: the customer's reply is fetched and played.
    await page().reload();
    const reply = page().getByTestId('report-turn-1').getByTestId('report-customer-line').first();
    const fetched = page().waitForResponse((response) => response.url().includes(`/practice/session/${second}/line/1/0/audio`));
    await reply.getByTestId('practice-play').click();
    const response = await fetched;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/mpeg');
    expect(Number(response.headers()['content-length'])).toBeGreaterThan(4_000);
    await expect(reply.getByTestId('practice-play-error').count()).resolves.toBe(0);

    // The open page's address changed to the scenario's first session: its report is shown, not the one open.
    const scenario = new URLSearchParams(new URL(page().url()).hash.split('?')[1] ?? '').get('scenario') ?? '';
    expect(scenario).not.toBe('');
    await page().goto(`${app.server.url}/#/user/dashboard/practice?scenario=${scenario}&session=${firstSession}`);
    await expect.poll(() => page().getByTestId('report-turn-3').getByTestId('report-sentence').textContent()).toBe(ANSWERS[2]);
    await expect(page().getByTestId('practice-report-reason').textContent()).resolves.toBe('流程已完成');
    expect(sessionParam()).toBe(firstSession);
  });

  it('sends what the device recognised from the microphone in the interface language, and says to type without a recogniser', async () => {
    // The browser's recogniser is the device's own: stand in for it (or take it away) per page load.
    await page().addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      const mode = sessionStorage.getItem('test.speech');
      if (mode === 'none') {
        delete scope.SpeechRecognition;
        delete scope.webkitSpeechRecognition;
      }
      // 'missing': the API is there but no speech service behind it, as in many in-app browsers;
      // 'missingAtOnce': the same, failing at once (before the learner says anything), as such browsers do.
      const missing = mode === 'missing' || mode === 'missingAtOnce';
      if (mode === 'fake' || missing) {
        class Recogniser {
          lang = '';
          onresult: ((event: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          onerror: ((event: unknown) => void) | null = null;
          start() {
            scope.recognitionLang = this.lang;
            setTimeout(
              () => {
                if (missing) this.onerror?.({ error: mode === 'missing' ? 'audio-capture' : 'network' });
                else this.onresult?.({ results: [Object.assign([{ transcript: '您好，欢迎光临！请问您贵姓？' }], { isFinal: true })] });
                this.onend?.();
                // A missing service gives up after a while, as real ones do; the microphone was recorded meanwhile.
              },
              mode === 'missing' ? 1500 : mode === 'missingAtOnce' ? 0 : 50,
            );
          }
          stop() {}
          abort() {}
        }
        scope.SpeechRecognition = Recogniser;
      }
    });
    await page().evaluate(() => sessionStorage.setItem('test.speech', 'none'));
    await page().reload();
    await page().getByTestId('practice-again').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING]);
    await expect(page().getByTestId('practice-mic-unsupported').textContent()).resolves.toBe('此处无法识别语音：请输入文字回答，或请管理员配置语音识别');
    await expect(page().getByTestId('practice-mic').count()).resolves.toBe(0);

    await page().evaluate(() => sessionStorage.setItem('test.speech', 'fake'));
    await page().reload();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING]);
    await page().getByTestId('practice-mic').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, ANSWERS[0], REPLIES[0]]);
    await expect(page().evaluate(() => (window as unknown as Record<string, unknown>).recognitionLang)).resolves.toBe('zh-CN');
  });

  it("says recognition is missing (not the microphone) when the browser cannot recognise, and keeps the spoken answer's recording for the typed answer", async () => {
    await page().evaluate(() => sessionStorage.setItem('test.speech', 'missing'));
    await page().reload();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, ANSWERS[0], REPLIES[0]]);
    await page().getByTestId('practice-mic').click();
    await expect
      .poll(
        () =>
          page()
            .getByTestId('practice-mic-error')
            .textContent()
            .catch(() => ''),
        { timeout: 15_000 },
      )
      .toBe('此处无法识别语音，您的录音已保留：请输入文字回答，录音会随回答保存；或请管理员配置语音识别');
    await expect(page().getByTestId('practice-mic').count()).resolves.toBe(0);
    await answer(ANSWERS[1]!);
    await expect(page().getByTestId('practice-mic-unsupported').textContent()).resolves.toBe('此处无法识别语音：请输入文字回答，或请管理员配置语音识别');
    const recordingSize = () =>
      page().evaluate(
        async ({ key, url }) => {
          const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { user?: { token?: string } } }).state?.user?.token ?? '';
          const response = await fetch(url, { headers: { token } });
          return response.status === 200 ? (await response.arrayBuffer()).byteLength : 0;
        },
        { key: SESSION_STORAGE_KEY, url: `/api/trainning/v3/practice/session/${sessionParam()}/turn/2/audio` },
      );
    await expect.poll(recordingSize, { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it("records on when the browser's recogniser gives up at once, and the recording it then keeps goes with the typed answer", async () => {
    await page().evaluate(() => sessionStorage.setItem('test.speech', 'missingAtOnce'));
    await page().reload();
    await expect.poll(learnerLines, { timeout: 30_000 }).toEqual([ANSWERS[0], ANSWERS[1]]);
    const micError = () =>
      page()
        .getByTestId('practice-mic-error')
        .textContent()
        .catch(() => '');
    await page().getByTestId('practice-mic').click();
    // Nothing was said yet: the page does not claim a recording, it goes on recording.
    await expect.poll(micError, { timeout: 15_000 }).toBe('此处无法识别语音，录音仍在继续：说完后点麦克风结束，再输入文字回答，录音会随回答保存');
    await expect(page().getByTestId('practice-mic').getAttribute('aria-label')).resolves.toBe('停止录音');
    await page().waitForTimeout(1500);
    await page().getByTestId('practice-mic').click();
    await expect.poll(micError, { timeout: 15_000 }).toBe('此处无法识别语音，您的录音已保留：请输入文字回答，录音会随回答保存；或请管理员配置语音识别');
    await expect(page().getByTestId('practice-mic').count()).resolves.toBe(0);
    await answer(ANSWERS[2]!, true);
    const recordingSeconds = () =>
      page().evaluate(
        async ({ key, url }) => {
          const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { user?: { token?: string } } }).state?.user?.token ?? '';
          const response = await fetch(url, { headers: { token } });
          if (response.status !== 200) return 0;
          const audio = await new AudioContext().decodeAudioData(await response.arrayBuffer());
          return audio.duration;
        },
        { key: SESSION_STORAGE_KEY, url: `/api/trainning/v3/practice/session/${sessionParam()}/turn/3/audio` },
      );
    // The kept recording is the learner's answer, not the instant before the recogniser gave up.
    await expect.poll(recordingSeconds, { timeout: 15_000 }).toBeGreaterThan(1);
  });

  it('opens free practice from the training centre', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/center`);
    await expect(page().getByTestId('centre-practice').textContent()).resolves.toBe('自由练习');
    await page().getByTestId('centre-practice').click();
    await waitForRoute(page(), '/user/dashboard/practice');
    await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).waitFor();
  });

  it('loads the scenario list again by itself when the connection comes back', async () => {
    await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
    await page().getByTestId('practice-room').waitFor();
    await app.browser.context.setOffline(true);
    try {
      await page().locator('.adm-nav-bar-back').click();
      await page().getByTestId('practice-list-failed').waitFor();
    } finally {
      await app.browser.context.setOffline(false);
    }
    await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).waitFor({ timeout: 15_000 });
    await expect(page().getByTestId('practice-list-failed').count()).resolves.toBe(0);
  });
});
