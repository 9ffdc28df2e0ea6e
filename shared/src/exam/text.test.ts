import { describe, expect, it } from 'vitest';
import { cellText, charLength, cleanText, normaliseAnswerText, splitCommaList } from './text.js';

describe('charLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['北京上海', 4],
    ['🙂', 1],
    ['a🙂b', 3],
    ['𠮷野家', 3],
  ])('counts %j as %i code points', (text, length) => {
    expect(charLength(text)).toBe(length);
  });
});

describe('splitCommaList', () => {
  it.each([
    ['A,B,C', ['A', 'B', 'C']],
    ['北京，上海', ['北京', '上海']],
    [' 甲 ， 乙 ,丙 ', ['甲', '乙', '丙']],
    ['a,,b', ['a', '', 'b']],
    ['single', ['single']],
  ])('splits %j on either comma', (text, parts) => {
    expect(splitCommaList(text)).toEqual(parts);
  });
});

describe('normaliseAnswerText', () => {
  it.each([
    ['  ＢｅｉＪｉｎｇ ', 'beijing'],
    ['ＡＢＣ１２３', 'abc123'],
    ['New\u3000  York', 'new york'],
    ['\u00a0上海\t', '上海'],
    ['北 京', '北 京'],
    ['Ｈ２Ｏ', 'h2o'],
    ['a\u0000b', 'ab'],
    ['🙂 Smile', '🙂 smile'],
  ])('folds %j to %j', (text, folded) => {
    expect(normaliseAnswerText(text)).toBe(folded);
  });
});

describe('cleanText', () => {
  it('trims every kind of outer space and drops control characters, keeping inner text as typed', () => {
    expect(cleanText('\u3000 题目\u0007内容，全角 \u00a0\ufeff')).toBe('题目内容，全角');
    expect(cleanText('line1\nline2')).toBe('line1\nline2');
  });
});

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
