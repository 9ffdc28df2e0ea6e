import { startFakeSpeakerEmbedding, writeSpeechWav, type FakeSpeakerEmbedding } from '@peilian/server/testing';
import { join } from 'node:path';
import { VOICEPRINT_THRESHOLD } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, DEMO_PASSWORD, signIn, signedOutLogin, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { fakeMicrophone } from './support/fakeAsr';
import { apiSignIn, callApi } from './support/serverApi';
import { freshDir, removeDir } from './support/tmp';

/**
 * Voiceprints end to end (learner §2.3; docs/voiceprint.md): learner01 registers a voiceprint in the
 * personal centre, confirmed by password; signed out, the same voice signs in (the recent account
 * matches: welcome, countdown, the learner centre); another voice is asked for the account and
 * refused with status 2's message; a voice two accounts of the device registered gets the chooser;
 * a re-registration waits for the audit, which superadmin passes in the back office, and then the
 * new voice signs in. The server compares through a fake speaker-embedding service
 * that tells espeak-ng's male and female Mandarin voices apart.
 */

const TEXT = '我是本人，正在使用声纹登录陪练平台，请验证我的声音。';
let fake: FakeSpeakerEmbedding | undefined;
let dir = '';
const wav = (name: string) => join(dir, `${name}.wav`);

beforeAll(async () => {
  dir = freshDir('voiceprint');
  writeSpeechWav(TEXT, wav('learner'), 'cmn');
  writeSpeechWav(TEXT, wav('other'), 'cmn+f3');
  fake = await startFakeSpeakerEmbedding();
}, 60_000);

const app = useAppUnderTest({
  viewport: PHONE,
  env: () => ({ VOICEPRINT_PROVIDER: 'embedding', VOICEPRINT_EMBEDDING_URL: fake!.url }),
  browserArgs: () => fakeMicrophone(wav('learner')),
});

let other: Browser | undefined;
afterAll(async () => {
  await other?.close();
  await fake?.close();
  if (dir) removeDir(dir);
});

/** Reads the text aloud in the open dialog: start, wait for the recording, stop. */
async function readAloud(page: typeof app.page): Promise<void> {
  await page.getByTestId('vpr-start').click();
  // The whole text said (the fake microphone loops the file): about five seconds of audio.
  await page.locator('[data-testid="vpr-stop"]:is([data-recorded-s="5"], [data-recorded-s="6"], [data-recorded-s="7"])').waitFor();
  await page.getByTestId('vpr-stop').click();
}

/** Registers the microphone's voice in the personal centre, confirmed by the password: the outcome said. */
async function registerVoice(page: typeof app.page): Promise<string> {
  await page.goto(`${app.server.url}/#/user/mine`);
  await page.getByTestId('vpr-register').click();
  await readAloud(page);
  await page.locator('input[name="vpr-password"]').fill(DEMO_PASSWORD);
  await page.getByTestId('vpr-confirm').click();
  const outcome = page.getByTestId('vpr-outcome');
  await outcome.waitFor();
  const said = (await outcome.textContent()) ?? '';
  await page.getByTestId('vpr-close').click();
  return said;
}

/** Signs out from the personal centre: the device keeps its recent accounts. */
async function signOut(page: typeof app.page): Promise<void> {
  await page.goto(`${app.server.url}/#/user/mine`);
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByTestId('login-tabs').waitFor();
}

/** Opens the voiceprint dialog of the login page and reads the text aloud. */
async function signInByVoice(page: typeof app.page): Promise<void> {
  await page.getByTestId('login-tabs').getByText('声纹登录').click();
  await agree(page);
  await page.getByTestId('vpr-open').click();
  await readAloud(page);
}

describe('voiceprints', () => {
  beforeAll(async () => {
    const { token } = await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD);
    const setting = { login: 1, practicecheck: 0, threshold: VOICEPRINT_THRESHOLD.min, autopass: 1 };
    const answer = await callApi(app.server.url, 'PUT', 'api/admin/system/setting/voiceprint', { token, body: setting });
    expect(answer.status).toBe(200);
  });

  it('registers a voiceprint in the personal centre, confirmed by the password', async () => {
    const { page } = app;
    await signedOutLogin(page, app.server.url);
    await signIn(page, 'learner01', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    expect(await registerVoice(page)).toBe('声纹注册成功');
    await expect.poll(() => page.getByTestId('vpr-status').textContent()).toContain('已注册声纹');
  });

  it('signs the same voice in: welcome, countdown, the learner centre', async () => {
    const { page } = app;
    await signOut(page);
    await signInByVoice(page);
    await page.getByTestId('vpr-welcome').waitFor();
    expect(await page.getByTestId('vpr-welcome').textContent()).toContain('欢迎回来');
    await waitForRoute(page, '/user/dashboard/center');
  });

  it('asks another voice for the account and refuses it with status 2', async () => {
    other = await launchChromium({ ...PHONE, args: fakeMicrophone(wav('other')) });
    const page = await other.context.newPage();
    await signedOutLogin(page, app.server.url);
    await page.getByTestId('login-tabs').getByText('声纹登录').click();
    await page.getByTestId('agreement').click();
    await page.getByTestId('vpr-open').click();
    await readAloud(page);
    await page.locator('input[name="vpr-account"]').fill('learner01');
    await page.getByTestId('vpr-compare').click();
    await expect.poll(() => page.getByTestId('vpr-notice').textContent()).toContain('声纹验证失败');
    expect(await page.getByTestId('vpr-welcome').count()).toBe(0);
  });

  it('offers the chooser when the voice matches two accounts signed in on this device', async () => {
    const { page } = app;
    await signOut(page);
    await signIn(page, 'learner02', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    expect(await registerVoice(page)).toBe('声纹注册成功');
    await signOut(page);
    await signInByVoice(page);
    const choices = page.getByTestId('account-choice');
    await expect.poll(() => choices.count()).toBe(2);
    await choices.first().click();
    await page.getByTestId('vpr-welcome').waitFor();
    await waitForRoute(page, '/user/dashboard/center');
  });

  it('sends a re-registration to the audit, and once the audit passes it the new voice signs in', async () => {
    const page = await other!.context.newPage();
    await signedOutLogin(page, app.server.url);
    await signIn(page, 'learner01', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    expect(await registerVoice(page)).toBe('已提交，等待管理员审核');
    await expect.poll(() => page.getByTestId('vpr-status').textContent()).toContain('重新注册的声纹正在审核');

    const admin = app.page;
    await signedOutLogin(admin, app.server.url);
    await signIn(admin, 'superadmin', DEMO_PASSWORD);
    await waitForRoute(admin, '/admin/homePage/homePage');
    await admin.goto(`${app.server.url}/#/admin/system/check`);
    const row = admin.getByTestId('vp-row-learner01');
    await row.waitFor();
    const auditId = (await row.getAttribute('data-row-key')) ?? '';
    await admin.getByTestId(`vp-pass-${auditId}`).click();
    await admin.getByTestId('vp-decide-confirm').click();
    await expect.poll(() => admin.getByTestId(`vp-status-${auditId}`).textContent()).toBe('人工通过');

    await signOut(page);
    await signInByVoice(page);
    await page.getByTestId('vpr-welcome').waitFor();
    await waitForRoute(page, '/user/dashboard/center');
  });
});
