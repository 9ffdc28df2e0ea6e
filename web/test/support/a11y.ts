import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { smallTargets } from './touchTargets';

const resolve = createRequire(import.meta.url).resolve;
const axeSource = readFileSync(resolve('axe-core/axe.min.js'), 'utf8');
const aceSource = readFileSync(resolve('accessibility-checker-engine/ace.js'), 'utf8');

/** The widest viewport taken for a phone's. */
const PHONE_WIDTH = 480;

/** The impacts the learner pages must be free of: no critical or serious violation. */
const BLOCKING = new Set(['critical', 'serious']);

/** A violation as one readable line per offending node: rule, impact, target and what axe says to fix. */
function describe(violation: Result): string[] {
  return violation.nodes.map(
    (node) => `${violation.id} (${violation.impact ?? '?'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
  );
}

/** An IBM Equal Access finding as the checker reports it. */
interface AceIssue {
  ruleId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
}

/**
 * What IBM Equal Access reports inside the libraries' own markup, which the project cannot change
 * (docs/decisions.md, "IBM Equal Access beside axe", says why each is left): by rule, the parts
 * (a CSS selector the offending element is inside) where a finding is the library's.
 */
const LIBRARY_PARTS: Record<string, string> = {
  // antd draws every icon as `<span role="img" aria-label>` — inside buttons too (its number inputs'
  // steppers among them), whose own text or label names them.
  aria_descendant_valid: ':is(button, [role="button"]):has(> .anticon[role="img"], > span > .anticon[role="img"])',
  // antd's collapsed submenus and unrendered tab panes point `aria-controls` at popups and panes not in the page yet.
  aria_id_unique: '.ant-menu-submenu-title, .ant-tabs-tab-btn',
  // antd's pagination items take the focus as list items; its Descriptions lay label and value out in a table.
  element_tabbable_role_valid: '.ant-pagination, .react-flow__node, .react-flow__edge',
  // antd's dialogs' close button wraps its icon in a span it names as well (the button's own name is 关闭).
  aria_attribute_valid: '.ant-modal-close',
  // antd's hidden measuring row (`aria-hidden`, made inert) copies the header's select-all box without its words.
  label_content_exists: '.ant-table-measure-row',
  table_headers_exists: '.ant-descriptions',
  table_headers_related: '.ant-descriptions',
  // The scenario editor's dotted background, drawn by React Flow, and antd-mobile's popover arrow:
  // SVGs their libraries give no way to hide from screen readers.
  svg_graphics_labelled: '.react-flow__background, .adm-popover-arrow',
};

/**
 * The IBM Equal Access checker's violations (policy IBM_Accessibility: WCAG 2.2 A and AA with IBM's
 * additions; `VIOLATION`/`FAIL` only, not its potential violations and recommendations), less those
 * in the libraries' own markup, one line each.
 *
 * By default the checker runs the policy's rules that can fail: a rule whose messages name no failure (only a
 * pass, a potential violation or a manual check, such as `style_focus_visible`, which reads every
 * style sheet for each element) can never report one, and those rules took half of each scan's time.
 */
export async function ibmViolations(page: Page, rules: 'can fail' | 'all' = 'can fail'): Promise<string[]> {
  const loaded = await page.evaluate(() => 'ace' in window);
  if (!loaded) await page.evaluate(aceSource);
  return page.evaluate(
    async ({ libraryParts, policy, failing, all }) => {
      interface Guideline {
        id: string;
        checkpoints: { rules?: { id: string; enabled?: boolean }[] }[];
      }
      interface Checker {
        check(doc: Document, policies: string[]): Promise<{ results: AceIssue[] }>;
        getGuidelines(): Guideline[];
        addGuideline(guideline: Guideline): void;
        engine: { getRule(id: string): { messages?: Record<string, Record<string, string>> } | undefined };
      }
      const scope = window as unknown as { ace: { Checker: new () => Checker }; peilianAceChecker?: Checker };
      if (!scope.peilianAceChecker) {
        const checker = new scope.ace.Checker();
        const canFail = (id: string) => Object.keys(checker.engine.getRule(id)?.messages?.['en-US'] ?? {}).some((key) => /^fail/i.test(key));
        const source = checker.getGuidelines().find((guideline) => guideline.id === policy);
        if (!source) throw new Error(`IBM Equal Access has no policy ${policy}`);
        for (const checkpoint of source.checkpoints) for (const rule of checkpoint.rules ?? []) if (!canFail(rule.id)) rule.enabled = false;
        checker.addGuideline({ ...source, id: failing });
        scope.peilianAceChecker = checker;
      }
      const report = all ? await new scope.ace.Checker().check(document, [policy]) : await scope.peilianAceChecker.check(document, [failing]);
      // The checker's path, `/html[1]/body[1]/div[2]/svg[1]/g[1]`, step by step (XPath itself finds no
      // SVG element by its name in an HTML document).
      const byPath = (path: string) =>
        path
          .split('/')
          .filter(Boolean)
          .reduce<Element | null>((parent, step) => {
            const [, name, index] = /^([^[]+)\[(\d+)\]$/.exec(step) ?? [];
            const children = parent ? [...parent.children] : [document.documentElement];
            return children.filter((child) => child.localName === name)[Number(index) - 1] ?? null;
          }, null);
      const inLibrary = (issue: AceIssue) => {
        const part = libraryParts[issue.ruleId];
        return part !== undefined && byPath(issue.path.dom)?.closest(part) != null;
      };
      return report.results
        .filter((issue) => issue.value[0] === 'VIOLATION' && issue.value[1] === 'FAIL' && !inLibrary(issue))
        .map((issue) => `${issue.ruleId} at ${issue.path.dom}: ${issue.message}`);
    },
    { libraryParts: LIBRARY_PARTS, policy: 'IBM_Accessibility', failing: 'PEILIAN_IBM_FAILURES', all: rules === 'all' },
  );
}

/**
 * Lets the page's finite transitions end, so colours are read as painted (spinners run forever),
 * antd-mobile's masks and dialogs, which fade by script, reach their full opacity, and its toasts go.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A toast fades out by itself within seconds: scanned half-way, its words would be read as faint.
  await page.waitForFunction(
    () =>
      document.querySelector('.adm-toast-mask') === null &&
      [...document.querySelectorAll('.adm-mask, .adm-center-popup-wrap > div, .adm-popup-body')].every((element) =>
        ['0', '1'].includes(getComputedStyle(element).opacity),
      ),
  );
}

/**
 * Runs two accessibility checkers inside the page as it is on screen, once its transitions have
 * ended: axe-core (WCAG 2.x A and AA and best practice; its critical and serious violations) and
 * IBM Equal Access (its violations), and asserts that neither finds anything — nor, on a phone's
 * viewport, a control under 44×44 px; on failure the message lists each rule and its targets.
 * Both checkers are evaluated through the DevTools protocol, so the app's content security policy
 * needs no exception for them. `label` names the page in the failure message.
 */
export async function a11yScan(page: Page, label: string): Promise<void> {
  await settled(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft: the test goes on to its own checks and the next pages' scans, and fails at its end with all of them.
  expect.soft(blocking.flatMap(describe), `axe on ${label}`).toEqual([]);
  expect.soft(await ibmViolations(page), `IBM Equal Access on ${label}`).toEqual([]);
  // A page scanned on a phone is a learner's page: its touch targets too (docs/training.md, "Touch targets").
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_WIDTH) expect.soft(await smallTargets(page), `touch targets on ${label}`).toEqual([]);
}
