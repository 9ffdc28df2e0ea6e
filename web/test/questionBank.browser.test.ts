import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import type { RunningServer } from './support/server';

// The question bank on a desktop: a catalogue, a question refused with the rules shown inline,
// then single-choice and fill questions written by hand, filtered and disabled.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const modal = () => page.locator('.ant-modal:visible').last();
const questionRow = (text: string) => page.getByTestId('question-table').locator('tbody tr.ant-table-row', { hasText: text });

describe('question bank', () => {
  it('opens the question bank and adds a catalogue', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/questionbank`);
    await expect(page.getByTestId('question-bank-title').textContent()).resolves.toBe('题库管理');
    await page.getByTestId('question-catalog-add').click();
    await page.getByTestId('question-catalog-name').fill('异议处理');
    await modal().getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('question-catalog-异议处理').click();
    await expect(page.locator('.ant-tree-node-selected').textContent()).resolves.toContain('异议处理');
  });

  it('refuses an incomplete question with the rules beside its fields, then saves it once complete', async () => {
    await page.getByTestId('question-add').click();
    await page.getByTestId('question-save').click();
    await modal().getByText('请输入题目内容').waitFor();
    await modal().getByText(/请输入选项内容/).first().waitFor();
    await expect(modal().getByText(/单选题必须有且只有一个正确答案/).count()).resolves.toBe(1);

    await page.getByTestId('question-text').fill('客户说价格太贵，第一步应该怎么做？');
    for (const [index, text] of ['先认同客户的感受', '马上打折', '转移话题', '不予理会'].entries()) {
      await page.getByTestId(`question-option-${index}`).fill(text);
    }
    await page.getByTestId('question-correct-0').check();
    await page.getByTestId('question-save').click();
    await questionRow('客户说价格太贵').waitFor();
    await expect(questionRow('客户说价格太贵').textContent()).resolves.toContain('异议处理');
  });

  it('writes a fill question with comma-separated answers', async () => {
    await page.getByTestId('question-add').click();
    await page.getByTestId('question-type-fill').click();
    await page.getByTestId('question-text').fill('处理异议的三步是：认同、____、____。');
    await page.getByTestId('question-save').click();
    await modal().getByText('请输入填空题答案，多个空的答案用逗号分隔').waitFor();
    await page.getByTestId('question-answer').fill('追问，解决');
    await page.getByTestId('question-save').click();
    await questionRow('处理异议的三步').waitFor();
    await expect(questionRow('处理异议的三步').textContent()).resolves.toContain('填空题');
  });

  it('searches by text and disables a question', async () => {
    await page.getByTestId('question-search').fill('价格');
    await page.getByTestId('question-query').click();
    await expect.poll(() => page.getByTestId('question-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId('question-toggle-客户说价格太贵，第一步应该怎么做？').click();
    await page.getByTestId('question-toggle-confirm').click();
    await expect
      .poll(() => page.getByTestId('question-toggle-客户说价格太贵，第一步应该怎么做？').getAttribute('aria-checked'))
      .toBe('false');
  });
});
