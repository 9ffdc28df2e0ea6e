import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { signedInToken, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { startFakeModel, type FakeModel } from './support/fakeModel';
import { callApi } from './support/serverApi';
import { smallTargets } from './support/touchTargets';

// The learner's assistant (docs/assistant.md "The learner's assistant") on a 390 px phone against the
// real server, its model and embeddings the fake OpenAI-compatible service: the demo organisation is a
// dealer, its knowledge base the demo library's sample PDF. learner01 asks 智能知识 and opens the
// answer's citation, searches from the head's box (a new window) and sees the history, a repeated
// search moved to the top. The pending registration's organisation (approved here) is no dealer: its
// learner has no tab and gets the 404 page on /user/service.
const OTHER_ORG = '星河汽车销售服务有限公司';
let model: FakeModel | undefined;
beforeAll(async () => {
  model = await startFakeModel();
});
afterAll(async () => {
  await model?.stop();
});
const app = useAppUnderTest({
  viewport: PHONE,
  env: () => ({ ...model!.env, EMBEDDING_MODEL: 'fake-embedding' }),
  data: [
    { sql: "UPDATE organisations SET review_status = 'approved' WHERE name = $1", params: [OTHER_ORG] },
    { sql: "UPDATE users SET review_status = 'approved', orgowner = 0 WHERE account = 'pending01'" },
    // The provider puts the demo organisation on the dealer allow-list (docs/assistant.md "Dealer organisations").
    { sql: `UPDATE organisations SET settings = settings || '{"dealer": true}'::jsonb WHERE name = '演示企业'` },
  ],
});
const page = (): Page => app.page;

/** How many passages the knowledge search finds for the learner signed in (0 until the sample PDF is indexed); a sign-in of its own would end the page's session. */
async function indexedHits(text: string): Promise<number> {
  const token = await signedInToken(page());
  const { body } = await callApi<{ total?: number }>(app.server.url, 'GET', `api/trainning/knowledge/search?text=${encodeURIComponent(text)}`, { token });
  return body.total ?? 0;
}

describe("a dealer organisation's learner", () => {
  it('asks 智能知识 and opens the cited passage', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    // The indexing job embeds the sample PDF after the start: the knowledge base answers once it has.
    await expect.poll(() => indexedHits('training platform'), { timeout: 15_000 }).toBeGreaterThan(0);
    await page().getByRole('link', { name: '智能知识' }).click();
    await waitForRoute(page(), '/user/service');
    await page().getByRole('textbox', { name: '输入问题' }).fill('What is the training platform called?');
    await page().getByRole('button', { name: '发送' }).click();
    const answer = page().getByTestId('chat-answer');
    await answer.waitFor();
    const cite = answer.getByTestId('chat-cite').first();
    await cite.click();
    await expect(cite.getAttribute('aria-expanded')).resolves.toBe('true');
    const passage = page().getByTestId('chat-passage');
    await expect(passage.getByTestId('chat-passage-document').textContent()).resolves.toBeTruthy();
    await expect(passage.textContent()).resolves.toMatch(/training platform|demo organisation|required time/);
    await expect(smallTargets(page())).resolves.toEqual([]);
  });

  it('searches in a new window, with the history of the last searches, a repeated one on top', async () => {
    await page().getByRole('searchbox', { name: '搜索知识库' }).fill('training platform');
    const [results] = await Promise.all([page().context().waitForEvent('page'), page().getByRole('button', { name: '在新窗口中搜索' }).click()]);
    await results.waitForFunction(() => window.location.hash.startsWith('#/user/search?value='));
    await results.getByTestId('search-banner').waitFor();
    await results.getByTestId('search-hit').first().waitFor();
    await expect(results.getByTestId('search-hit').first().textContent()).resolves.toContain('training platform');
    const history = results.getByTestId('search-history-entry');
    await expect.poll(() => history.allTextContents()).toEqual(['training platform']);

    const box = results.getByRole('searchbox', { name: '搜索内容' });
    await box.fill('');
    await results.getByTestId('search-submit').click();
    await expect(results.getByTestId('search-invalid').textContent()).resolves.toBe('请输入搜索内容');
    await box.fill('demo organisation');
    await results.getByTestId('search-submit').click();
    await expect.poll(() => history.allTextContents()).toEqual(['demo organisation', 'training platform']);
    await results.getByRole('button', { name: '再次搜索“training platform”' }).click();
    await expect.poll(() => history.allTextContents()).toEqual(['training platform', 'demo organisation']);
    await results.close();
  });
});

describe('a learner of an organisation that is no dealer', () => {
  it('has no 智能知识 tab nor search box, and gets the 404 page on /user/service', async () => {
    await page().getByTestId('user-menu').click();
    await page().getByTestId('logout').click();
    // Logout restarts the app on /login: signing in before that document is up would race its load.
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await signInAt(page(), app.server.url, 'pending01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByRole('link', { name: '个人中心' }).waitFor();
    await expect(page().getByRole('link', { name: '智能知识' }).count()).resolves.toBe(0);
    await expect(page().getByTestId('head-search').count()).resolves.toBe(0);
    await page().goto(`${app.server.url}/#/user/service`);
    await waitForRoute(page(), '/404');
  });
});
