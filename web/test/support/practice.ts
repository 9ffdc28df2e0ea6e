import type { Page } from 'playwright-core';

/** The seeded car-sales flow (docs/examples/car-sales.scenario.json): answers that walk it to the end, and the customer's replies. */
export const DEMO_ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];
export const DEMO_REPLIES = ['我姓李。这车现在什么价格？有没有优惠？', '优惠还不错。那这车保修几年？', '明白了，我回去和家人商量一下，再联系你。'];

/** The dialogue on the practice page, in order: customer lines and the learner's answers ([] while none is shown). */
export function practiceTranscript(page: Page): Promise<string[]> {
  return page
    .getByTestId('practice-transcript')
    .evaluate((element) =>
      Array.from(element.querySelectorAll('[data-testid="customer-line"] .practice-line-text, [data-testid="learner-line"] .practice-bubble')).map(
        (node) => node.textContent ?? '',
      ),
    )
    .catch(() => [] as string[]);
}
