import { describe, expect, it } from 'vitest';
import { cleanCustomerReply } from './prompts.js';

describe('cleanCustomerReply', () => {
  it.each([
    ['a role prefix and quotes go', '客户：“太贵了。”', '太贵了。'],
    ['only the first paragraph is spoken', '太贵了。\n\n（客户皱眉）', '太贵了。'],
    ['English prefixes go too', 'Customer: "Too expensive."', 'Too expensive.'],
  ])('%s', (_name, raw, expected) => {
    expect(cleanCustomerReply(raw)).toBe(expected);
  });

  it('cuts a long answer at a sentence end within 200 characters', () => {
    const reply = cleanCustomerReply(`${'贵'.repeat(150)}。${'啊'.repeat(100)}`);
    expect(reply).toBe(`${'贵'.repeat(150)}。`);
  });
});
