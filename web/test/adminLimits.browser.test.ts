import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// A text pasted past a field's limit in the back office: the field keeps all of it (no silent cut),
// shows its count over the limit and the spec's message, and the save is refused — the server refusing
// the same text with the same message. The FAQ answer, a scoring rule's name, a paper's title and a hot
// word, on a desktop in zh-CN.
const app = useAppUnderTest({ viewport: DESKTOP });
let server: RunningServer;
let page: Page;
let token = '';

beforeAll(async () => {
  ({ server, page } = app);
  token = (await apiSignIn(server.url, 'owner01', DEMO_PASSWORD)).token;
});

/** Pastes a text over whatever the field holds (an insertion a browser's `maxLength` would cut). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

const modal = () => page.locator('.ant-modal:visible').last();

/** The form item around a field: its count and its messages. */
const itemOf = (testId: string) => page.locator('.ant-form-item', { has: page.getByTestId(testId) }).last();

/** The field holds the whole text, its item shows the count past the limit and the message. */
async function expectOverLimit(testId: string, text: string, max: number, message: string): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).inputValue()).toBe(text);
  await itemOf(testId)
    .getByText(`${[...text].length} / ${max}`)
    .waitFor();
  await itemOf(testId).locator('.ant-form-item-explain-error', { hasText: message }).waitFor();
}

/** The server refuses the body with the very message the field showed (after its envelope's "input error" heading). */
async function expectServerRefuses(method: 'POST', path: string, body: Record<string, unknown>, message: string): Promise<void> {
  const answer = await callApi<{ errmsg: string }>(server.url, method, path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.errmsg).toBe(`输入有误：${message}`);
}

describe('limited texts in the back office', () => {
  it('the FAQ answer: 801 characters pasted are kept, counted and refused with 标准答案最多800个字符', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/editbank`);
    await page.getByTestId('faq-question').fill('超长答案的问题');
    const answer = '答'.repeat(801);
    await paste(page.getByTestId('faq-answer'), answer);
    await expectOverLimit('faq-answer', answer, 800, '标准答案最多800个字符');

    await page.getByTestId('faq-save').click();
    await expect(page.locator('.ant-message', { hasText: '问题已保存' }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => window.location.hash)).resolves.not.toContain('id=');
    await expectServerRefuses('POST', 'api/admin/v3/faq', { question: '超长答案的问题', answer }, '标准答案最多800个字符');
  });

  it('a scoring rule’s name: 31 characters pasted are kept, counted and refused with 规则名称最多30个字', async () => {
    await page.goto(`${server.url}/#/admin/train/trainassessrule`);
    await page.getByTestId('rule-add').click();
    const name = '名'.repeat(31);
    await paste(page.getByTestId('rule-name'), name);
    await page.getByTestId('rule-item-name-0').fill('开场');
    await expectOverLimit('rule-name', name, 30, '规则名称最多30个字');

    await page.getByTestId('rule-save').click();
    await expect(page.locator('.ant-message', { hasText: '已保存' }).count()).resolves.toBe(0);
    await expect(page.locator('.ant-modal:visible').count()).resolves.toBe(1);
    await expectServerRefuses(
      'POST',
      'api/admin/voice/scorerule',
      { name, passscore: 60, items: [{ name: '开场', weight: 100, min: 0, max: 100 }] },
      '规则名称最多30个字',
    );
    await page.keyboard.press('Escape');
  });

  it('a hot word: 33 characters pasted are kept, counted and refused with 每个词语最多32个字', async () => {
    await page.goto(`${server.url}/#/admin/voice/voicematerial`);
    await page.getByTestId('hotword-add').click();
    const word = '热'.repeat(33);
    await paste(page.getByTestId('hotword-word'), word);
    await expectOverLimit('hotword-word', word, 32, '每个词语最多32个字');

    await page.getByTestId('hotword-save').click();
    await expect(page.locator('.ant-message', { hasText: '已保存' }).count()).resolves.toBe(0);
    await expect(page.locator('.ant-modal:visible').count()).resolves.toBe(1);
    await expectServerRefuses('POST', 'api/admin/organization/hotword', { word }, '每个词语最多32个字');
    await page.keyboard.press('Escape');
  });

  it('a paper’s title: 101 characters pasted are kept, counted and refused with 试卷标题最多100个字', async () => {
    const question = await callApi<{ question: { id: string } }>(server.url, 'POST', 'api/admin/study/question', {
      token,
      body: {
        type: 2,
        level: 2,
        score: 100,
        promotion: '',
        text: '限长试卷：判断',
        choices: [
          { id: 'A', content: '正确', iscorrect: 1 },
          { id: 'B', content: '错误', iscorrect: 0 },
        ],
      },
    });
    expect(question.status, JSON.stringify(question.body)).toBe(200);
    const questions = [{ id: question.body.question.id, score: 100 }];
    const paper = await callApi<{ paper: { id: string } }>(server.url, 'POST', 'api/admin/study/paper', {
      token,
      body: { title: '限长试卷', minute: 30, limitMinute: 0, score: 60, questions },
    });
    expect(paper.status, JSON.stringify(paper.body)).toBe(200);

    await page.goto(`${server.url}/#/admin/voice/editpaper?id=${paper.body.paper.id}`);
    await expect.poll(() => page.getByTestId('paper-title').inputValue()).toBe('限长试卷');
    await expect(page.getByTestId('paper-save').isDisabled()).resolves.toBe(false);
    const title = '卷'.repeat(101);
    await paste(page.getByTestId('paper-title'), title);
    await expectOverLimit('paper-title', title, 100, '试卷标题最多100个字');
    await expect(page.getByTestId('paper-save').isDisabled()).resolves.toBe(true);
    await expectServerRefuses('POST', 'api/admin/study/paper', { title, minute: 30, limitMinute: 0, score: 60, questions }, '试卷标题最多100个字');
  });

  it('other limited fields of the dialogs say the same at once: a question’s text and option, a speech, a synonym, a customer attribute', async () => {
    await page.goto(`${server.url}/#/admin/voice/exammanagement?tab=questions`);
    await page.getByTestId('question-add').click();
    const text = '题'.repeat(501);
    await paste(page.getByTestId('question-text'), text);
    await expectOverLimit('question-text', text, 500, '题目内容最多500个字');
    const option = '选'.repeat(201);
    await paste(page.getByTestId('question-option-0'), option);
    await expect.poll(() => page.getByTestId('question-option-0').inputValue()).toBe(option);
    await modal().getByText('201 / 200').waitFor();
    await modal().getByText('选项内容最多200个字').waitFor();
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });

    await page.goto(`${server.url}/#/admin/voice/voicespeech`);
    await page.getByTestId('speech-add').click();
    const speech = '话'.repeat(201);
    await paste(page.getByTestId('speech-text'), speech);
    await expectOverLimit('speech-text', speech, 200, '话术内容最多200个字');
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });

    await page.goto(`${server.url}/#/admin/voice/voicematerial`);
    await page.getByTestId('words-tab-synonym').click();
    await page.getByTestId('synonym-add').click();
    const base = '基'.repeat(33);
    await paste(page.getByTestId('synonym-base'), base);
    await expectOverLimit('synonym-base', base, 32, '每个词语最多32个字');
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });

    await page.goto(`${server.url}/#/admin/voice/voicecustomer`);
    await page.getByTestId('customer-add').click();
    await page.getByTestId('customer-attribute-add').click();
    const value = '值'.repeat(101);
    await paste(page.getByTestId('customer-attribute-value-0'), value);
    await expect.poll(() => page.getByTestId('customer-attribute-value-0').inputValue()).toBe(value);
    await modal().getByText('101 / 100').waitFor();
    await modal().getByText('属性值最多100个字').waitFor();
    await page.keyboard.press('Escape');
  });
});
