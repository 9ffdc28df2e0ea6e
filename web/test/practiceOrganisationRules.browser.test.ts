import type { Page } from 'playwright-core';
import { demoScenarioCopy } from '@peilian/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, signedOutLogin, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { practiceTranscript } from './support/practice';
import { apiSignIn } from './support/serverApi';

// The organisation's special rules reach live practice: the owner copies the demo scenario with its
// own silence rule off, sets the organisation's silence rule on 系统设置 (2 seconds, its own reply),
// and a learner who says nothing in that scenario hears the organisation's reply.
const app = useAppUnderTest();
const page = (): Page => app.page;

const OPENING = '你好，我随便看看这款途岳。';
const ORG_REPLY = '请问您还在线吗？';
let scenarioId = '';

beforeAll(async () => {
  const { token } = await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD);
  scenarioId = await demoScenarioCopy(app.server.url, token, '静默跟随系统设置', (rules) => {
    rules.silence = { ...rules.silence, enabled: false };
    rules.nonStandard = { ...rules.nonStandard, answerTimeoutSeconds: 0 };
  });
});

describe("the organisation's special rules in a live session", () => {
  it('the owner sets the silence reply on 系统设置 and a silent learner hears it', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/system/adminsetting`);
    const card = page().getByTestId('setting-specialrules');
    const enabled = card.locator('#org-silence-enabled');
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
    await enabled.click();
    await card.locator('#org-silence-timeout').fill('2');
    await card.locator('#org-silence-reply').fill(ORG_REPLY);
    await card.getByTestId('setting-specialrules-save').click();
    await card.getByText('已保存').waitFor();
    await a11yScan(page(), 'settings with the special rules');
    await page().goto(`${app.server.url}/#/admin/system/arithmetic`);
    await expect.poll(() => page().locator('#algorithm-similarity').inputValue()).toBe('60');
    await a11yScan(page(), 'the practice algorithm page');

    await signedOutLogin(page(), app.server.url);
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().goto(`${app.server.url}/#/user/dashboard/practice?scenario=${scenarioId}`);
    await page().getByTestId('practice-start').click();
    await expect.poll(async () => (await practiceTranscript(page())).slice(0, 2), { timeout: 30_000 }).toEqual([OPENING, ORG_REPLY]);
  });
});
