import { describe, expect, it } from 'vitest';
import { fenText, fenToYuanInput, yuanToFen } from './money';

describe('money in fen', () => {
  it('shows fen as yuan with two decimals in the language of the admin', () => {
    expect(fenText(123456, 'zh-CN')).toBe('¥1,234.56');
    expect(fenText(5, 'en')).toBe('¥0.05');
    expect(fenText(-5, 'zh-TW')).toBe('-¥0.05');
    expect(fenText(0, 'en')).toBe('¥0.00');
    // Exact at the largest entry: 10 million yuan and a fen.
    expect(fenText(1_000_000_001, 'en')).toBe('¥10,000,000.01');
  });

  it('reads typed yuan into fen by its digits, never through a float', () => {
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.1')).toBe(110);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('  12 ')).toBe(1200);
    expect(yuanToFen('1,000.07')).toBe(100007);
    expect(yuanToFen('-0.05')).toBe(-5);
    expect(yuanToFen('12.')).toBe(1200);
    for (const wrong of ['', 'abc', '1.234', '1e3', '.5', '--1', '1234567890']) expect(yuanToFen(wrong)).toBeNull();
  });

  it('writes fen back as an input holds it, the way back to the same fen', () => {
    expect(fenToYuanInput(1999)).toBe('19.99');
    expect(fenToYuanInput(-5)).toBe('-0.05');
    expect(fenToYuanInput(100)).toBe('1.00');
    for (const fen of [0, 1, 29, 110, 1999, 123456789]) expect(yuanToFen(fenToYuanInput(fen))).toBe(fen);
  });
});
