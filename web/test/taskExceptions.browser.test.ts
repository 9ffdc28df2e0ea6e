import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { signInAt } from './support/admin';
import { useAppUnderTest } from './support/appUnderTest';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// A package that reaches no one, from the back office's side: the publish dialog warns before such
// a package is published (and counts the learners a package that does reach someone reaches), and
// the task list shows the published packages that reach no learner, each with a way to its editor.
const app = useAppUnderTest();
const HOUR = 60 * 60 * 1000;
const PUBLISHED = '无人可学的已发布任务包';
const DRAFT = '无人可学的待发布任务包';
const REACHED = '张伟可学的任务包';
let publishedId = '';

const page = (): Page => app.page;
const dialog = () => page().locator('.ant-modal-wrap:visible .ant-modal').last();
const exceptionRows = () => page().getByTestId('task-exception-table').locator('tbody tr.ant-table-row');

/** Creates a training package with one file-reading child as owner01 (publishing it when told). */
async function packageWith(token: string, title: string, users: string[], mediaid: string, publish: boolean): Promise<string> {
  const now = Date.now();
  const range = { departments: [], positions: [], users };
  const created = await callApi<{ package: { id: string } }>(app.server.url, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title, passscore: 60, sort: 0, starttime: now - HOUR, endtime: now + 240 * HOUR, range },
  });
  expect(created.status).toBe(200);
  const id = created.body.package.id;
  const child = { type: 4, title: '阅读产品手册', weight: 100, starttime: now - HOUR, endtime: now + 240 * HOUR, refs: [{ mediaid, seconds: 30 }] };
  expect((await callApi(app.server.url, 'POST', `api/admin/task/package/${id}/child`, { token, body: child })).status).toBe(200);
  if (publish) expect((await callApi(app.server.url, 'POST', `api/admin/task/package/${id}/publish`, { token, body: { mode: 'now' } })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  const { token } = await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD);
  const media = await callApi<{ rows: { id: string }[] }>(app.server.url, 'GET', 'api/admin/v3/media?kind=file&text=产品手册', { token });
  const pdf = media.body.rows[0]!.id;
  publishedId = await packageWith(token, PUBLISHED, [], pdf, true);
  await packageWith(token, DRAFT, [], pdf, false);
  await packageWith(token, REACHED, [await userIdOf(app.server.url, token, 'learner01')], pdf, false);
});

describe('packages that reach no one', () => {
  it('are listed on the task list, each with a way to its editor', async () => {
    await signInAt(page(), app.server.url, 'superadmin');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await page().getByTestId('task-exceptions').waitFor();
    await expect.poll(() => page().getByTestId('task-exceptions').textContent()).toContain('以下已发布的任务包没有学员可学');
    const row = exceptionRows().filter({ hasText: PUBLISHED });
    await expect.poll(() => row.textContent()).toContain('发布范围内没有学员');
    await expect(exceptionRows().filter({ hasText: DRAFT }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: '修改发布范围' }).click();
    await waitForRoute(page(), `/admin/train/edittraincom-train?id=${encodeURIComponent(publishedId)}`);
  });

  it('are warned about in the publish dialog, which counts the learners a range reaches', async () => {
    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await page().getByTestId(`package-publish-${REACHED}`).click();
    await expect.poll(() => dialog().getByTestId('publish-reach').textContent()).toBe('发布范围内的学员：1 人');
    await expect(dialog().getByTestId('publish-no-learners').count()).resolves.toBe(0);
    await dialog().locator('.ant-modal-close').click();

    await page().getByTestId(`package-publish-${DRAFT}`).click();
    await expect.poll(() => dialog().getByTestId('publish-no-learners').textContent()).toContain('发布范围内没有学员（0 人）');
    // The warning does not stop the admin: once published, the package joins the exceptions.
    await dialog().getByText('立即发布', { exact: true }).click();
    await page().getByTestId('publish-confirm').click();
    await expect.poll(() => page().getByTestId(`package-state-${DRAFT}`).textContent()).toBe('已发布');
    await expect.poll(() => exceptionRows().filter({ hasText: DRAFT }).count()).toBe(1);
  });
});
