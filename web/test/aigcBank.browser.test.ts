import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { startFakeModel, type FakeModel } from './support/fakeModel';

// AI question generation (docs/assistant.md "AI question generation") against the real server and the
// fake OpenAI-compatible model: the owner chooses the library's sample PDF (产品手册) in a new task
// asking for two single-choice questions, the job reads its page and the model's answer becomes two
// drafts about the PDF's sentences; the owner accepts both into the exam bank and finds them in the
// question bank's list. The pages are scanned at 1280 and 1920 px.

let model: FakeModel | undefined;
beforeAll(async () => {
  model = await startFakeModel();
}, 30_000);
afterAll(() => model?.stop());
const app = useAppUnderTest({ viewport: DESKTOP, env: () => ({ ...model!.env, AIGC_TICK_MS: '200' }) });
const page = (): Page => app.page;
const TASK = '产品手册单选题';
const SENTENCE = 'Welcome to the Peilian training platform.';

async function scanAtBothWidths(label: string): Promise<void> {
  for (const width of [1920, 1280]) {
    await page().setViewportSize({ width, height: 900 });
    await a11yScan(page(), `${label} at ${width} px`);
  }
}

describe('AI question generation', () => {
  it('generates questions from a PDF of the library and accepts two into the exam bank', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/smart/aigc-bank`);
    await page().getByTestId('aigc-tasks').locator('tr.ant-table-row', { hasText: '产品手册出题' }).waitFor();
    await scanAtBothWidths('the generation tasks');

    await page().getByTestId('aigc-add').click();
    await page().getByTestId('aigc-name').fill(TASK);
    await page().getByTestId('aigc-choose-files').click();
    const picker = page().getByTestId('resource-picker');
    await picker.locator('tr.ant-table-row', { hasText: '产品手册' }).locator('.ant-checkbox-input').check();
    await page().getByTestId('resource-picker-ok').click();
    await picker.waitFor({ state: 'detached' });
    await page().getByTestId('aigc-chosen-file').filter({ hasText: '产品手册' }).waitFor();
    await page().getByTestId('aigc-count-single').fill('2');
    for (const kind of ['multiple', 'judge', 'fill']) await page().getByTestId(`aigc-count-${kind}`).fill('0');
    await page().getByTestId('aigc-create').click();

    await page().waitForFunction(() => window.location.hash.startsWith('#/admin/smart/aigc-bank-detail?id='));
    await page().getByTestId('aigc-draft-2').waitFor({ timeout: 15_000 });
    await expect(page().getByTestId('aigc-detail-pages').textContent()).resolves.toBe('1页');
    await expect(page().getByTestId('aigc-draft-1').textContent()).resolves.toContain(SENTENCE);
    await scanAtBothWidths('the review of a task');

    await page().getByTestId('aigc-select-1').check();
    await page().getByTestId('aigc-select-2').check();
    await page().getByTestId('aigc-accept').click();
    await page().getByTestId('aigc-draft-status-2').filter({ hasText: '已采纳' }).waitFor();
    await expect(page().getByTestId('aigc-draft-status-1').textContent()).resolves.toBe('已采纳');
    await expect(page().getByTestId('aigc-select-1').isDisabled()).resolves.toBe(true);

    await page().goto(`${app.server.url}/#/admin/voice/exammanagement?tab=questions`);
    const rows = page().getByTestId('question-table').locator('tbody tr.ant-table-row', { hasText: 'Which statement does the document make?' });
    await rows.nth(1).waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.first().textContent()).resolves.toContain('(');
  });
});
