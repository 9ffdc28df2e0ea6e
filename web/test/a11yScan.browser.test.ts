import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP } from './support/appUnderTest';
import { ibmViolations } from './support/a11y';
import { launchChromium, type Browser } from './support/chromium';

// The IBM Equal Access scan runs only the rules that can report a failure (support/a11y.ts): on a
// page full of faults it must find every failure the whole policy finds.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium(DESKTOP);
});
afterAll(() => browser.close());

const FAULTY_PAGE = `<!doctype html><html><head><title>故障</title></head><body>
<main>
  <h1></h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <input type="text">
  <button></button>
  <a href="#x"></a>
  <p style="color:#bbb;background:#fff">浅色的字</p>
  <div id="twice">一</div><div id="twice">二</div>
  <div role="button">没有焦点的按钮</div>
  <select><option>一</option></select>
  <table><tr><td>表</td><td>格</td></tr><tr><td>1</td><td>2</td></tr></table>
  <div aria-hidden="true"><a href="#y">藏起来的链接</a></div>
  <svg width="10" height="10" role="img"><circle r="5" cx="5" cy="5"/></svg>
  <p style="letter-spacing:0.05em !important">间距</p>
</main>
</body></html>`;

it('finds on a faulty page every failure the whole IBM policy finds', async () => {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setContent(FAULTY_PAGE);
  const failing = await ibmViolations(page);
  const all = await ibmViolations(page, 'all');
  expect(new Set(all.map((line) => line.split(' ')[0])).size).toBeGreaterThanOrEqual(8);
  expect(failing.sort()).toEqual(all.sort());
});
