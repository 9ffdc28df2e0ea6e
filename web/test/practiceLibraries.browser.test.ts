import { encodeWav } from '@peilian/server/testing';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { templateWithRows, XLSX } from './support/importWorkbook';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// The voice-practice libraries on a desktop: a speech refused for a keyword written twice, then
// saved with a good expression, found by its filters and disabled; a customer refused for a
// repeated attribute, then created with a digital human and attributes.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const modal = () => page.locator('.ant-modal:visible').last();
const rowOf = (table: string, text: string) => page.getByTestId(table).locator('tbody tr.ant-table-row', { hasText: text });
const SPEECH = '这个价格能不能再优惠一点？';

/** One second of a 440 Hz tone, 16 kHz mono 16-bit PCM. */
function ringWav(): Buffer {
  const data = Buffer.alloc(32_000);
  for (let index = 0; index < 16_000; index += 1) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / 16_000)), index * 2);
  return encodeWav({ sampleRate: 16_000, channels: 1, data });
}

describe('speech library', () => {
  it('opens the speech library with the demo speeches', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicespeech`);
    await expect(page.getByTestId('speech-title').textContent()).resolves.toBe('话术库');
    await expect.poll(() => page.getByTestId('speech-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
  });

  it('refuses an empty speech and a keyword expression naming a term twice, then saves a good one', async () => {
    await page.getByTestId('speech-add').click();
    await page.getByTestId('speech-save').click();
    await modal().getByText('请输入分类').waitFor();
    await modal().getByText('请输入话术内容').waitFor();

    await page.getByTestId('speech-category').fill('价格异议');
    await page.getByTestId('speech-text').fill(SPEECH);
    await page.getByTestId('speech-keywords').fill('价格,优惠|价格');
    await page.getByTestId('speech-save').click();
    await modal().getByText('关键词不能重复').waitFor();
    await expect.poll(() => modal().getByText('请输入话术内容').count()).toBe(0);

    await page.getByTestId('speech-keywords').fill('价格,优惠|折扣');
    await page.getByTestId('speech-save').click();
    await rowOf('speech-table', SPEECH).waitFor();
    await expect(rowOf('speech-table', SPEECH).textContent()).resolves.toContain('价格,优惠|折扣');
  });

  it('finds the speech by its text and disables it', async () => {
    await page.getByTestId('speech-search').fill('优惠一点');
    await page.getByTestId('speech-query').click();
    await expect.poll(() => page.getByTestId('speech-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId(`speech-toggle-${SPEECH}`).click();
    await page.getByTestId('speech-toggle-confirm').click();
    await expect.poll(() => page.getByTestId(`speech-toggle-${SPEECH}`).getAttribute('aria-checked')).toBe('false');
  });
});

/** A square png of a side drawn by the page's canvas. */
async function squarePng(side: number): Promise<Buffer> {
  const data = await page.evaluate((size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#3a7';
      context.fillRect(0, 0, size, size);
    }
    return canvas.toDataURL('image/png');
  }, side);
  return Buffer.from(data.replace(/^data:image\/png;base64,/, ''), 'base64');
}

describe('customers', () => {
  it('refuses a short name and a repeated attribute, then creates a customer with an avatar, a digital human and attributes', async () => {
    const token = (await apiSignIn(server.url, 'superadmin', DEMO_PASSWORD)).token;
    const created = await callApi(server.url, 'POST', 'api/admin/voice/digitalhuman', { token, body: { name: '小美' } });
    expect(created.status).toBe(200);

    // Signing in through the API ends the browser's session of the same account: sign it in again.
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicecustomer`);
    await expect(page.getByTestId('customer-title').textContent()).resolves.toBe('客户管理');
    await page.getByTestId('customer-add').click();
    await page.getByTestId('customer-name').fill('李');
    await page.getByTestId('customer-attribute-add').click();
    await page.getByTestId('customer-attribute-label-0').fill('预算');
    await page.getByTestId('customer-attribute-value-0').fill('20万');
    await page.getByTestId('customer-attribute-add').click();
    await page.getByTestId('customer-attribute-label-1').fill('预算');
    await page.getByTestId('customer-save').click();
    await modal().getByText('客户名称须为2到240个字').waitFor();
    await modal().getByText('自定义属性不能重复').waitFor();

    await page.getByTestId('customer-name').fill('李女士');
    await page.getByTestId('customer-attribute-label-1').fill('关注点');
    await page.getByTestId('customer-attribute-value-1').fill('油耗');
    await page.getByTestId('customer-digitalhuman').click();
    await page.locator('.ant-select-dropdown:visible').getByText('小美', { exact: true }).click();
    await page.getByTestId('customer-avatar-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await squarePng(200) });
    await page.getByTestId('customer-avatar-crop-done').click();
    await expect.poll(() => page.getByTestId('customer-avatar').locator('img').getAttribute('src')).toMatch(/customeravatar\/\d{8}\/[\w-]+\.png$/);
    await page.getByTestId('customer-save').click();

    const row = rowOf('customer-table', '李女士');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('小美');
    await expect(row.textContent()).resolves.toContain('预算：20万；关注点：油耗');

    await page.getByTestId('customer-edit-李女士').click();
    await expect(page.getByTestId('customer-attribute-value-1').inputValue()).resolves.toBe('油耗');
    await expect(modal().locator('.ant-select-content, .ant-select-selection-item').first().textContent()).resolves.toContain('小美');
    await page.getByTestId('customer-name').fill('李女士（复购）');
    await page.getByTestId('customer-save').click();
    await rowOf('customer-table', '李女士（复购）').waitFor();
  });

  it('shows the server refusing an avatar that is not 132×132', async () => {
    await page.getByTestId('customer-add').click();
    await page.getByTestId('customer-avatar-file').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await squarePng(60) });
    await page.getByTestId('customer-avatar-crop-done').click();
    await page.getByText('头像尺寸须为132×132（当前60×60）').waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('word libraries', () => {
  it('refuses a replace word equal to the hot word, fills the pinyin from the server, saves, and shows the server refusing a duplicate', async () => {
    await page.goto(`${server.url}/#/admin/voice/voicematerial`);
    await expect(page.getByTestId('words-title').textContent()).resolves.toBe('通用语音库');
    await rowOf('hotword-table', '途岳').waitFor();

    await page.getByTestId('hotword-add').click();
    await page.getByTestId('hotword-word').fill('星途');
    await page.getByTestId('hotword-replace').fill('星图|星途');
    await page.getByTestId('hotword-homophone').click();
    await page.getByTestId('hotword-pinyin-fetch').click();
    await expect.poll(() => page.getByTestId('hotword-pinyin').inputValue()).toBe('xing tu');
    await page.getByTestId('hotword-save').click();
    await modal().getByText('替换词不能与热词相同').waitFor();
    await page.getByTestId('hotword-replace').fill('星图');
    await page.getByTestId('hotword-save').click();
    await rowOf('hotword-table', '星途').waitFor();
    await expect(rowOf('hotword-table', '星途').textContent()).resolves.toContain('xing tu');

    await page.getByTestId('hotword-add').click();
    await page.getByTestId('hotword-word').fill('星途');
    await page.getByTestId('hotword-save').click();
    await page.getByText('关键词已存在').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);

    // The hot-word setting: correction turned off is kept, and turned on again.
    const correction = () => page.getByTestId('hotword-setting-correction');
    await page.getByTestId('hotword-setting').click();
    await expect.poll(() => correction().getAttribute('aria-checked')).toBe('true');
    await correction().click();
    await page.getByTestId('hotword-setting-save').click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    await page.getByTestId('hotword-setting').click();
    await expect.poll(() => correction().getAttribute('aria-checked')).toBe('false');
    await correction().click();
    await page.getByTestId('hotword-setting-save').click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('saves the polite library as one list and adds a synonym group', async () => {
    await page.getByTestId('words-tab-polite').click();
    await page.getByTestId('words-polite').fill('您好\n请，谢谢;您好');
    await page.getByTestId('words-polite-save').click();
    await expect.poll(() => page.getByTestId('words-polite').inputValue()).toBe('您好\n请\n谢谢');
    await expect(page.getByTestId('words-polite-count').textContent()).resolves.toBe('共3个词');

    await page.getByTestId('words-tab-synonym').click();
    await page.getByTestId('synonym-add').click();
    await page.getByTestId('synonym-base').fill('价格');
    await page.getByTestId('synonym-words').fill('价钱,价格');
    await page.getByTestId('synonym-save').click();
    await modal().getByText('同义词不能与基准词相同').waitFor();
    await page.getByTestId('synonym-words').fill('价钱，售价');
    await page.getByTestId('synonym-save').click();
    await rowOf('synonym-table', '价钱').waitFor();
    await expect(rowOf('synonym-table', '价钱').textContent()).resolves.toContain('价钱，售价');

    // More words related to the group keep its own; then the group is turned off from the batch bar.
    await rowOf('synonym-table', '价钱').getByRole('button', { name: '关联' }).click();
    await page.getByTestId('synonym-relate-words').fill('报价');
    await page.getByTestId('synonym-relate-save').click();
    await expect.poll(() => rowOf('synonym-table', '价钱').textContent()).toContain('价钱，售价，报价');
    await rowOf('synonym-table', '价钱').getByRole('checkbox').check();
    await page.getByTestId('synonym-batch-disable').click();
    await page.getByText('已更新1组同义词').waitFor();
    await expect(page.getByTestId('batch-bar').count()).resolves.toBe(0);
    await expect.poll(() => rowOf('synonym-table', '价钱').getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
  it('imports synonym groups through the import wizard: one mode, no choice shown, a wrong row blocking', async () => {
    await page.getByTestId('synonym-import').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
    expect(download.suggestedFilename()).toBe('同义词导入模板.xlsx');
    const template = readFileSync(await download.path());
    const choose = async (rows: unknown[][]) =>
      modal()
        .locator('input[type=file]')
        .setInputFiles({ name: '同义词.xlsx', mimeType: XLSX, buffer: await templateWithRows(template, rows) });
    await choose([
      ['保养', '维护，养护'],
      ['保养', '保修'],
    ]);
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共2行，正确1行，错误1行');
    await expect(page.getByTestId('import-mode').count()).resolves.toBe(0);
    await expect(page.getByTestId('import-row-error-3').textContent()).resolves.toContain('与第2行的基准词重复');
    await expect(page.getByTestId('import-run').isDisabled()).resolves.toBe(true);
    const [errors] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-error-file').click()]);
    expect(errors.suggestedFilename()).toBe('同义词导入错误行.xlsx');
    await modal()
      .getByRole('button', { name: /上一步/ })
      .click();
    await choose([['保养', '维护，养护']]);
    await page.getByTestId('import-next').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('共1行，正确1行，错误0行');
    await page.getByTestId('import-run').click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toContain('新增1条');
    await page.getByTestId('import-finish').click();
    await rowOf('synonym-table', '维护，养护').waitFor();
  });

  it('uploads a ringtone (the server refusing a file that is not a wav), listens to it, picks it in a scenario, and cannot delete it then', async () => {
    await page.getByTestId('words-tab-audio').click();
    await page.getByTestId('audio-add').click();
    await page.getByTestId('audio-name').fill('展厅来电');
    await page.getByTestId('audio-category').fill('演示');
    await page
      .getByTestId('audio-file')
      .setInputFiles({ name: 'ring.wav', mimeType: 'audio/wav', buffer: Buffer.from('ID3 an mp3 by another name, long enough to read') });
    await page.getByTestId('audio-save').click();
    await page.getByText('仅支持wav格式的音频').waitFor();
    await page.getByTestId('audio-file').setInputFiles({ name: 'ring.wav', mimeType: 'audio/wav', buffer: ringWav() });
    await page.getByTestId('audio-save').click();
    const row = rowOf('audio-table', '展厅来电');
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/来电铃声展厅来电演示1秒\d+ KB/);

    // Played through the audio's own route (its stored address answers nothing).
    const id = (await row.getAttribute('data-row-key')) ?? '';
    await page.getByTestId(`audio-listen-${id}`).click();
    await expect
      .poll(() => page.getByTestId(`audio-player-${id}`).evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 15_000 })
      .toBeCloseTo(1, 1);

    // The demo scenario's settings offer it; saved, the library will not delete it.
    const token = (await apiSignIn(server.url, 'owner01', DEMO_PASSWORD)).token;
    const scenes = await callApi<{ rows: { id: string }[] }>(server.url, 'GET', `api/admin/material/scene?name=${encodeURIComponent('SUV展厅接待')}`, {
      token,
    });
    await page.goto(`${server.url}/#/admin/voice/editscene?id=${scenes.body.rows[0]!.id}`);
    await page.getByTestId('settings-ringtone').click();
    await page.locator('.ant-select-dropdown:visible').getByText('展厅来电', { exact: true }).click();
    await page.getByTestId('scenario-save').click();
    await page.getByText('已保存').first().waitFor();
    await page.goto(`${server.url}/#/admin/voice/voicematerial?tab=audio`);
    await page.getByTestId('audio-table').locator('tbody tr.ant-table-row', { hasText: '展厅来电' }).getByRole('button', { name: '删除' }).click();
    await page.getByTestId('audio-remove-confirm').click();
    await page.getByText('该记录正在被场景使用，不能删除').waitFor();
  });
});

describe('scoring rules', () => {
  it('refuses weights that do not sum to 100 %, saves once they do, and shows the server refusing a name in use', async () => {
    await page.goto(`${server.url}/#/admin/train/trainassessrule`);
    await expect(page.getByTestId('rule-title').textContent()).resolves.toBe('评分规则');
    await rowOf('rule-table', '汽车销售评分').waitFor();

    await page.getByTestId('rule-add').click();
    await page.getByTestId('rule-name').fill('电话邀约评分');
    await page.getByTestId('rule-item-name-0').fill('开场');
    await page.getByTestId('rule-item-weight-0').fill('40');
    await page.getByTestId('rule-item-add').click();
    await expect(page.getByTestId('rule-item-weight-1').inputValue()).resolves.toBe('60.00');
    await page.getByTestId('rule-item-name-1').fill('邀约');
    await page.getByTestId('rule-item-weight-1').fill('50');
    await expect.poll(() => page.getByTestId('rule-weight-total').textContent()).toBe('权重合计：90%');
    await page.getByTestId('rule-save').click();
    await modal().getByText('权重之和须为100%（当前90%）').waitFor();

    await page.getByTestId('rule-item-weight-1').fill('60');
    await page.getByTestId('rule-name').click();
    await page.getByTestId('rule-save').click();
    await rowOf('rule-table', '电话邀约评分').waitFor();
    await expect(rowOf('rule-table', '电话邀约评分').textContent()).resolves.toContain('开场 40%；邀约 60%');

    await page.getByTestId('rule-add').click();
    await page.getByTestId('rule-name').fill('汽车销售评分');
    await page.getByTestId('rule-item-name-0').fill('开场');
    await page.getByTestId('rule-save').click();
    await page.getByText('规则名称已存在').waitFor();
  });
});
