import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dialogue, scenarioResponseSchema } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { encodeWav, speechAudio } from '@peilian/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { signedInToken, waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { startFakeAsrFile, type FakeAsrFile } from './support/fakeAsrFile';
import { startFakeModel, type FakeModel } from './support/fakeModel';
import { callApi } from './support/serverApi';
import { freshDir, removeDir } from './support/tmp';

// Dialogue collection from the back office (docs/assistant.md "Dialogue collection"), against the real
// server with the fake Tencent file recogniser and the fake model as processes: owner01 uploads a call
// of two espeak-ng voices, sees it recognised with the customer and the salesperson apart, generates a
// draft scenario (the fake model drafts it from the transcript) that validates, and opens it in the
// flow editor.

const CUSTOMER = '这款车现在多少钱';
const SALES = '这个月优惠两万元还送保养';
const NAME = '门店来电二';

let asr: FakeAsrFile | undefined;
let model: FakeModel | undefined;
let dir = '';
beforeAll(async () => {
  [asr, model] = await Promise.all([startFakeAsrFile(), startFakeModel()]);
  dir = freshDir('collect-');
}, 30_000);
afterAll(async () => {
  await Promise.all([asr?.stop(), model?.stop()]);
  if (dir) removeDir(dir);
});
const app = useAppUnderTest({ viewport: DESKTOP, env: () => ({ ...asr!.env, ...model!.env, DIALOG_COLLECT_TICK_MS: '200' }) });

/** The call: the customer in the male voice, then the salesperson in a female one, 16 kHz mono. */
async function twoVoiceCall(): Promise<string> {
  const customer = speechAudio(CUSTOMER, 'cmn');
  const sales = speechAudio(SALES, 'cmn+f3');
  const wav = encodeWav({ sampleRate: 16_000, channels: 1, data: Buffer.concat([customer.pcm, sales.pcm]) });
  await asr!.register(wav, [
    { speaker: 0, startMs: 0, endMs: customer.durationMs, text: `${CUSTOMER}？` },
    { speaker: 1, startMs: customer.durationMs, endMs: customer.durationMs + sales.durationMs, text: `${SALES}。` },
  ]);
  const file = join(dir, `${NAME}.wav`);
  writeFileSync(file, wav);
  return file;
}

/** Waits until the page is on `path`, whatever its query. */
const onPage = (page: typeof app.page, path: string) => page.waitForFunction((expected) => window.location.hash.split('?')[0] === `#${expected}`, path);

describe('dialogue collection', () => {
  it('uploads a two-speaker call, shows its transcript by speaker, drafts a scenario that validates and opens it', async () => {
    const { page } = app;
    const file = await twoVoiceCall();
    await signInAt(page, app.server.url, 'owner01');
    await page.goto(`${app.server.url}/#/admin/smart/dialogcollect`);
    await waitForRoute(page, '/admin/smart/dialogcollect');
    await page.getByTestId('collect-file').setInputFiles(file);
    await expect.poll(() => page.getByTestId(`collect-status-${NAME}`).textContent(), { timeout: 15_000 }).toBe('已识别');

    await page.getByTestId(`collect-view-${NAME}`).click();
    await onPage(page, '/admin/smart/dialogcollect-detail');
    await expect.poll(() => page.getByTestId('collect-line-0').textContent()).toBe(`客户0:00${CUSTOMER}？`);
    await expect.poll(() => page.getByTestId('collect-line-1').textContent()).toContain(`销售`);
    await a11yScan(page, 'dialogcollect-detail');

    await page.getByTestId('collect-generate').click();
    const open = page.getByTestId('collect-open-scene');
    await open.waitFor();
    const href = (await open.getAttribute('href')) ?? '';
    const sceneId = new URL(href.replace('#', ''), app.server.url).searchParams.get('id') ?? '';
    const token = await signedInToken(page);
    const { body } = await callApi(app.server.url, 'GET', ADMIN_ENDPOINTS.scenes.read.path.replace(':id', sceneId), { token });
    const { scene } = scenarioResponseSchema.parse(body);
    expect(scene).toMatchObject({ name: '采集的通话', status: 'disabled' });
    const validation = dialogue.validateScenario({ ...scene.scenario, status: 'enabled' });
    expect(validation.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(validation.scenario!.flow.nodes.find((node) => node.type === 'customer')!.transitions[0]!.specifytext).toBe(`${CUSTOMER}？`);

    await open.click();
    await onPage(page, '/admin/voice/editscene');
  });
});
