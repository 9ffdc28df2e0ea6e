import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { startFakeModel, type FakeModel } from './support/fakeModel';

// The knowledge base in the back office (docs/assistant.md "Knowledge base"), against the fake
// OpenAI-compatible model and embeddings: the owner sees the library's sample PDF (the demo seeds it
// waiting) indexed by the background job, indexes it again, then asks the chat a question whose
// answer is in it and reads the cited passage; the pages scanned at 1280 and 1920 px.

let model: FakeModel | undefined;
beforeAll(async () => {
  model = await startFakeModel();
});
afterAll(() => model?.stop());

const app = useAppUnderTest({ viewport: DESKTOP, env: () => ({ ...model!.env, EMBEDDING_MODEL: 'fake-embedding', KNOWLEDGE_TICK_MS: '200' }) });
const page = (): Page => app.page;
const SAMPLE = '产品手册';

async function scanAtBothWidths(label: string): Promise<void> {
  for (const width of [1920, 1280]) {
    await page().setViewportSize({ width, height: 900 });
    await expect.poll(() => page().locator('.admin-content .ant-spin-spinning').count()).toBe(0);
    await a11yScan(page(), `${label} at ${width} px`);
  }
}

const statusOf = () => page().getByTestId(`knowledge-status-${SAMPLE}`).getAttribute('data-status');

describe('the knowledge base pages', () => {
  it('indexes the library document in the background and again on demand', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/smart/knowledge`);
    await expect(page().getByTestId('knowledge-title').textContent()).resolves.toBe('知识库');
    await expect.poll(statusOf, { timeout: 15_000 }).toBe('ready');
    await expect(page().getByTestId('knowledge-readiness').count()).resolves.toBe(0);
    await page().getByTestId(`knowledge-reindex-${SAMPLE}`).click();
    await page().getByText('已重新排队索引').waitFor();
    await expect.poll(statusOf, { timeout: 15_000 }).toBe('ready');
    await scanAtBothWidths('the knowledge documents');
  });

  it('answers a question from the document and shows the cited passage', async () => {
    await page().goto(`${app.server.url}/#/admin/smart/chat`);
    await page().getByTestId('knowledge-chat-title').waitFor();
    const input = page().getByTestId('knowledge-chat-input');
    await input.focus();
    await page().keyboard.type('Which organisation does the sample document belong to?');
    await page().keyboard.press('Enter');
    const answer = page().getByTestId('knowledge-chat-answer');
    await answer.waitFor();
    await expect(answer.getAttribute('data-answered')).resolves.toBe('true');
    await expect(answer.textContent()).resolves.toContain('[1]');
    const citation = page().getByTestId('knowledge-citation-1');
    await expect(citation.textContent()).resolves.toContain(SAMPLE);
    await expect(citation.textContent()).resolves.toContain('belongs to the demo organisation');
    await scanAtBothWidths('the knowledge chat');
  });
});
