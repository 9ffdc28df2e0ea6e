import { describe, expect, it } from 'vitest';
import { charge, costOf } from './pricing.js';

describe('pricing', () => {
  it('carries fractions of a fen so small uses cost what one large use costs', () => {
    const price = { per: 1000, amount: 3 }; // 3 fen per 1000 characters
    let carry = 0;
    let fen = 0;
    for (let i = 0; i < 1000; i += 1) {
      const result = charge(7, price, carry);
      fen += result.fen;
      carry = result.carry;
    }
    expect(fen).toBe(charge(7000, price).fen);
    expect(fen).toBe(21);
    expect(carry).toBe(0);
  });

  it('stays exact past 2^53 and rounds estimates to the nearest fen', () => {
    expect(charge(2 ** 40, { per: 1, amount: 10_000 }).fen).toBe(2 ** 40 * 10_000);
    expect(costOf(1499, { per: 1000, amount: 1 })).toBe(1);
    expect(costOf(1500, { per: 1000, amount: 1 })).toBe(2);
    expect(costOf(10, undefined)).toBe(0);
  });
});
