import type { Page } from 'playwright-core';

/** The smallest touch target on learner pages, in CSS px each way (docs/training.md, "Touch targets"). */
export const MIN_TARGET = 44;

/**
 * Every visible control of the page smaller than `min` CSS px either way, described for the failure
 * message: links, buttons, fields, tabs, and the labels a checkbox or radio is tapped through.
 * Exempt: a text link inside a paragraph; controls wholly off screen sideways (a carousel's other
 * slides); the inputs of choices, which their label covers whole.
 */
export function smallTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button, [role="button"], input:not([type="checkbox"]):not([type="radio"]), select, textarea, [role="tab"], label:has(> input[type="checkbox"], > input[type="radio"])',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 1 && box.height > 1;
      if (!shown || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (element.tagName === 'A' && element.closest('p')) continue;
      if (box.width >= least - 0.5 && box.height >= least - 0.5) continue;
      const name = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20) ?? '';
      found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, min);
}
