import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the learner pages must be free of: no critical or serious violation. */
const BLOCKING = new Set(['critical', 'serious']);

/** A violation as one readable line per offending node: rule, impact, target and what axe says to fix. */
function describe(violation: Result): string[] {
  return violation.nodes.map(
    (node) => `${violation.id} (${violation.impact ?? '?'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
  );
}

/**
 * Runs axe-core inside the page as it is on screen, once its transitions have ended (WCAG 2.x A and AA rules) and asserts that no
 * critical or serious violation is left; on failure the message lists each rule and its targets.
 * axe is evaluated through the DevTools protocol, so the app's content security policy needs no
 * exception for it. `label` names the page in the failure message.
 */
export async function axeScan(page: Page, label: string): Promise<void> {
  // Colours are checked as painted: a transition under way (a button fading in as it is enabled)
  // would be read half-way, so the finite ones are let finish first (spinners run forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
}
