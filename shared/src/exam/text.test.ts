import { describe, expect, it } from 'vitest';
import { charLength, normaliseAnswerText, splitCommaList } from './text.js';

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
