import { startFakeSpeakerEmbedding, speechAudio, voiceprintSockets, type FakeSpeakerEmbedding, type SpeechAudio } from '@peilian/server/testing';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOICEPRINT_STATUS, VOICEPRINT_THRESHOLD } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, DEMO_PASSWORD, signIn, signedOutLogin, waitForRoute } from './support/app';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { fakeMicrophone } from './support/fakeAsr';
import { apiSignIn, callApi } from './support/serverApi';
import { freshDir, removeDir } from './support/tmp';

/**
 * Voiceprints in the pages (learner §2.3, admin §3–4; docs/voiceprint.md), one Chromium whose
 * microphone speaks espeak-ng's male Mandarin voice. What needs no page is done over the `/vpr`
 * socket: learner02 registers that voice and admin01 a female one in the setup, and learner01's
 * re-registration with the female voice is sent to the audit. The pages then show: a device without
 * recent accounts asks for the account, refuses admin01 (status 2) and welcomes learner02 with the
 * countdown; learner01 registers in the personal centre, confirmed by the password; the voice
 * matching both accounts of the device gets the chooser (learner01's registered voice still signs
 * in while its re-registration waits, which the personal centre shows); superadmin plays the new
 * sample and passes it in the audit, after which the new voice signs in. The socket's own cases (a
 * wrong password, too short, unbinding, the old voice refused after the audit) are in
 * server/src/identity/voiceprint/voiceprint.test.ts.
 */

// One pass of the looped file is about 2.8 s with 2.3 s voiced, over the server's 1.5 s minimum.
const TEXT = '请验证我的声音。';
const WHOLE_PASS_S = 3;
let fake: FakeSpeakerEmbedding | undefined;
let dir = '';
let male: SpeechAudio;
let female: SpeechAudio;

beforeAll(async () => {
  dir = freshDir('voiceprint');
  male = speechAudio(TEXT, 'cmn');
  female = speechAudio(TEXT, 'cmn+f3');
  writeFileSync(join(dir, 'male.wav'), male.wav);
  fake = await startFakeSpeakerEmbedding();
}, 60_000);

const app = useAppUnderTest({
  viewport: PHONE,
  env: () => ({ VOICEPRINT_PROVIDER: 'embedding', VOICEPRINT_EMBEDDING_URL: fake!.url }),
  browserArgs: () => fakeMicrophone(join(dir, 'male.wav')),
});
const vpr = voiceprintSockets(() => app.server.url);

afterAll(async () => {
  vpr.closeAll();
  await fake?.close();
  if (dir) removeDir(dir);
});

const tokenOf = async (account: string) => (await apiSignIn(app.server.url, account, DEMO_PASSWORD)).token;

/** Reads the text aloud in the open dialog: start, one whole pass of the looped file, stop. */
async function readAloud(page: typeof app.page): Promise<void> {
  await page.getByTestId('vpr-start').click();
  await page.waitForFunction(
    (seconds) => Number(document.querySelector('[data-testid="vpr-stop"]')?.getAttribute('data-recorded-s') ?? 0) >= seconds,
    WHOLE_PASS_S,
  );
  await page.getByTestId('vpr-stop').click();
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
    const setting = { login: 1, practicecheck: 0, threshold: VOICEPRINT_THRESHOLD.min, autopass: 1 };
    const [owner, learner02, admin01] = await Promise.all(['owner01', 'learner02', 'admin01'].map(tokenOf));
    const answer = await callApi(app.server.url, 'PUT', 'api/admin/system/setting/voiceprint', { token: owner, body: setting });
    expect(answer.status).toBe(200);
    const registered = await Promise.all([vpr.register(learner02!, male.pcm), vpr.register(admin01!, female.pcm)]);
    expect(registered).toEqual([
      { ok: true, outcome: 'registered' },
      { ok: true, outcome: 'registered' },
    ]);
  });

  it('asks a device without recent accounts for the account, refuses another voice (status 2) and welcomes the match', async () => {
    const { page } = app;
    // A fresh device: the storage, and with it the recent accounts, cleared.
    await signedOutLogin(page, app.server.url);
    await signInByVoice(page);
    await page.locator('input[name="vpr-account"]').fill('admin01');
    await page.getByTestId('vpr-compare').click();
    await expect.poll(() => page.getByTestId('vpr-notice').textContent()).toContain('声纹验证失败');
    expect(await page.getByTestId('vpr-welcome').count()).toBe(0);

    await page.locator('input[name="vpr-account"]').fill('learner02');
    await page.getByTestId('vpr-compare').click();
    await expect.poll(() => page.getByTestId('vpr-welcome').textContent()).toContain('欢迎回来');
    // The countdown runs out on its own and signs in.
    await waitForRoute(page, '/user/dashboard/center');
  });

  it('registers a voiceprint in the personal centre, confirmed by the password', async () => {
    const { page } = app;
    await signOut(page);
    await signIn(page, 'learner01', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    await page.goto(`${app.server.url}/#/user/mine`);
    await page.getByTestId('vpr-register').click();
    await readAloud(page);
    await page.locator('input[name="vpr-password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('vpr-confirm').click();
    expect(await page.getByTestId('vpr-outcome').textContent()).toBe('声纹注册成功');
    await page.getByTestId('vpr-close').click();
    await expect.poll(() => page.getByTestId('vpr-status').textContent()).toContain('已注册声纹');
  });

  it('offers the chooser when the voice matches two accounts of this device, also while a re-registration waits', async () => {
    const { page } = app;
    await signOut(page);
    // The registered voice keeps signing in until the audit passes the new one.
    expect(await vpr.register(await tokenOf('learner01'), female.pcm)).toEqual({ ok: true, outcome: 'pending' });
    await signInByVoice(page);
    const choices = page.getByTestId('account-choice');
    await expect.poll(() => choices.count()).toBe(2);
    await choices.filter({ hasText: '张伟' }).click();
    await expect.poll(() => page.getByTestId('vpr-welcome').textContent()).toContain('欢迎回来，张伟');
    // The countdown runs out on its own and signs in.
    await waitForRoute(page, '/user/dashboard/center');
    await page.goto(`${app.server.url}/#/user/mine`);
    await expect.poll(() => page.getByTestId('vpr-status').textContent()).toContain('重新注册的声纹正在审核');
  });

  it('plays the waiting sample to superadmin in the audit and passes it: the record says so and the new voice signs in', async () => {
    const { page } = app;
    // The back office at its own size, in the same browser.
    await page.setViewportSize(DESKTOP);
    await signedOutLogin(page, app.server.url);
    await signIn(page, 'superadmin', DEMO_PASSWORD);
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${app.server.url}/#/admin/system/check`);
    const row = page.getByTestId('vp-row-learner01');
    await row.waitFor();
    const auditId = (await row.getAttribute('data-row-key')) ?? '';
    expect(auditId).not.toBe('');
    await page.getByTestId(`vp-audio-new-${auditId}`).click();
    await page.getByTestId(`vp-player-new-${auditId}`).waitFor();
    await page.getByTestId(`vp-pass-${auditId}`).click();
    await page.getByTestId('vp-decide-confirm').click();
    await expect.poll(() => page.getByTestId(`vp-status-${auditId}`).textContent()).toBe('人工通过');
    expect(await page.getByTestId(`vp-pass-${auditId}`).count()).toBe(0);
    expect(await page.getByTestId(`vp-reject-${auditId}`).count()).toBe(0);

    const login = await vpr.open('login');
    const matched = await vpr.read(login, female.pcm, ['learner01']);
    expect(matched).toMatchObject({ ok: true, status: VOICEPRINT_STATUS.normal, users: [{ username: '张伟' }] });
  });
});
