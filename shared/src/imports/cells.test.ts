import { describe, expect, it } from 'vitest';
import { cellText } from './cells.js';

describe('cellText', () => {
  const cyclic: { text?: unknown } = {};
  cyclic.text = cyclic;
  it.each([
    ['text', 'text'],
    [10, '10'],
    [2.5, '2.5'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    [new Date('2026-01-02T03:04:05Z'), '2026-01-02T03:04:05.000Z'],
    [new Date('nope'), ''],
    [{ richText: [{ text: '富' }, { text: '文本' }, 7] }, '富文本'],
    [{ text: '链接', hyperlink: 'https://example.com' }, '链接'],
    [{ formula: 'SUM(A1:A2)', result: 30 }, '30'],
    [{ formula: 'A1' }, ''],
    [['a'], ''],
    [cyclic, ''],
    [Symbol('x'), ''],
  ])('reads %j as %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
