import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { dragLine } from './support/flowCanvas';
import type { RunningServer } from './support/server';

// The pre-publish simulator on a desktop: the seeded car-sales scenario opened in the flow editor,
// two learner scripts — one that completes the flow, one that matches nothing — run through it;
// the report names the nodes never reached, the intents never matched, and where the second got stuck.
// Then a second intent of the learner node 接待 is drawn to the customer node its first intent leads
// to (a shared target), saved, and a script runs through it.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const SCENARIO = 'SUV展厅接待';
const COMPLETES = ['您好，欢迎光临！我是销售顾问小王，请问您怎么称呼？', '现在买途岳优惠一万，还送五年保养。', '整车保修三年或十万公里，以先到者为准。'];

describe('scenario simulator', () => {
  it('opens from the flow editor of the seeded scenario', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicescene`);
    await page.getByTestId(`scenario-edit-${SCENARIO}`).click();
    await expect(page.getByTestId('scenario-editor-title').textContent()).resolves.toBe(SCENARIO);
    await page.getByTestId('scenario-simulate').click();
    await page.getByTestId('simulator-run').waitFor();
  });

  it('refuses to run with no lines, with a message', async () => {
    await page.getByTestId('simulator-run').click();
    await expect.poll(() => page.getByTestId('simulator-error').textContent()).toContain('请至少在一个脚本中输入一句话术');
  });

  it('runs a completing script and a stuck one and reports what they left uncovered', async () => {
    await page.getByTestId('simulator-script-0').getByTestId('simulator-script-name').fill('完整接待');
    await page.getByTestId('simulator-script-0').getByTestId('simulator-script-lines').fill(COMPLETES.join('\n'));
    await page.getByTestId('simulator-add').click();
    await page.getByTestId('simulator-script-1').getByTestId('simulator-script-name').fill('跑题');
    await page.getByTestId('simulator-script-1').getByTestId('simulator-script-lines').fill('今天天气真不错');
    await page.getByTestId('simulator-run').click();
    await page.getByTestId('simulator-report').waitFor();

    const unreached = await page.getByTestId('simulator-unreached').textContent();
    expect(unreached).toContain('客户说需求');
    expect(unreached).toContain('客户同意试驾');
    expect(unreached).not.toContain('客户询价');
    const unmatched = await page.getByTestId('simulator-unmatched').textContent();
    expect(unmatched).toContain('接待 / 询问需求');
    expect(unmatched).toContain('报价与优惠 / 邀请试驾');
    expect(unmatched).not.toContain('热情接待');
    await expect(page.getByTestId('simulator-dead-ends').textContent()).resolves.toContain('跑题：停在“接待”（没有匹配的意图）');
    await expect(page.getByTestId('simulator-unreachable').textContent()).resolves.toContain('无');

    const paths = page.getByTestId('simulator-path');
    await expect(paths.count()).resolves.toBe(2);
    const full = await paths.nth(0).textContent();
    expect(full).toContain('开始 → 客户进店 → 接待 → 客户询价 → 报价与优惠 → 客户问保修 → 保修政策 → 结束');
    expect(full).toContain('完成流程');
    expect(await paths.nth(1).textContent()).toContain('跑题：停在“接待”');
  });

  it('removes a script and reports only the one left', async () => {
    await page.getByTestId('simulator-script-1').getByTestId('simulator-script-remove').click();
    await expect.poll(() => page.getByTestId('simulator-script-1').count()).toBe(0);
    await page.getByTestId('simulator-run').click();
    await expect.poll(() => page.getByTestId('simulator-path').count()).toBe(1);
    await expect(page.getByTestId('simulator-dead-ends').textContent()).resolves.toContain('无');
  });
});

describe('a shared target', () => {
  it("links a learner node's second intent to the node its first leads to, and runs a script through it", async () => {
    await page.getByTestId('simulator').locator('.ant-drawer-close').click();
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
    await page.getByTestId('flow-node-s-greet').click();
    await page.getByTestId('intent-add').click();
    await page.getByTestId('intent-label-2').fill('直接报价');
    await page.getByTestId('intent-normtext-2').fill('这款途岳现在有现金优惠');
    await page.getByTestId('intent-keywords-2').fill('现金优惠');
    await dragLine(page, page.getByTestId('flow-out-s-greet-s-greet-i1'), page.getByTestId('flow-in-c-price'));
    await page.getByTestId('rf__edge-s-greet:s-greet-i1').waitFor();
    await expect(page.getByTestId('flow-refusal').count()).resolves.toBe(0);
    await expect.poll(() => page.getByTestId('flow-issues').textContent()).toContain('流程完整');
    await page.getByTestId('scenario-save').click();
    await page.locator('.ant-message').getByText('已保存', { exact: false }).first().waitFor();

    await page.getByTestId('scenario-simulate').click();
    await page.getByTestId('simulator-script-0').getByTestId('simulator-script-name').fill('直接报价');
    await page
      .getByTestId('simulator-script-0')
      .getByTestId('simulator-script-lines')
      .fill(['这款途岳现在有现金优惠', ...COMPLETES.slice(1)].join('\n'));
    await page.getByTestId('simulator-run').click();
    await expect.poll(() => page.getByTestId('simulator-path').first().textContent()).toContain('直接报价、说明优惠、保修回答');
    const path = await page.getByTestId('simulator-path').first().textContent();
    expect(path).toContain('开始 → 客户进店 → 接待 → 客户询价 → 报价与优惠 → 客户问保修 → 保修政策 → 结束');
    expect(path).toContain('完成流程');
  });
});
