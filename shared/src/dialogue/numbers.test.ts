import { describe, expect, it } from 'vitest';
import { numberReplacements, readNumber } from './numbers.js';

/** The text with every replacement applied. */
function inDigits(text: string, joined?: (i: number) => boolean): string {
  let out = '';
  let at = 0;
  for (const r of numberReplacements(text, joined)) {
    out += text.slice(at, r.start) + r.text;
    at = r.end;
  }
  return out + text.slice(at);
}

describe('readNumber', () => {
  it.each([
    ['十', '10'],
    ['十万', '100000'],
    ['10万', '100000'],
    ['一百万', '1000000'],
    ['一百二十', '120'],
    ['两千', '2000'],
    ['十五', '15'],
    ['二十万', '200000'],
    ['一百零五', '105'],
    ['一千零一', '1001'],
    ['一万零五百', '10500'],
    ['两万五', '25000'],
    ['一百二', '120'],
    ['3万5', '35000'],
    ['3.5万', '35000'],
    ['1.2亿', '120000000'],
    ['一亿两千万', '120000000'],
    ['二零二四', '2024'],
    ['三', '3'],
    ['两', '2'],
    ['叁仟', '3000'],
  ])('%s is %s', (run, digits) => {
    expect(readNumber(run)).toBe(digits);
  });

  it.each([
    ['万一', 'a unit with no number before it'],
    ['千万', 'a unit with no number before it'],
    ['百', 'a unit with no number before it'],
    ['一两', 'two numerals are a range'],
    ['三五', 'two numerals are a range'],
    ['五六十', 'a range of tens'],
    ['十十', 'a unit twice'],
    ['百十', 'a unit with no number before it'],
    ['10五', 'digits then a numeral'],
    ['100000', 'digits already'],
    ['3.5', 'digits already'],
    ['3.55555万', 'not a whole number'],
  ])('%s is not converted (%s)', (run) => {
    expect(readNumber(run)).toBeNull();
  });
});

describe('numberReplacements', () => {
  it.each([
    ['三年或十万公里', '3年或100000公里'],
    ['3年10万公里', '3年100000公里'],
    ['一百万公里', '1000000公里'],
    ['首付两成，分期五年', '首付2成，分期5年'],
    ['两个人', '2个人'],
    ['九十分', '90分'],
    ['十分钟', '10分钟'],
    ['二零二四年', '2024年'],
    ['一千零一夜', '1001夜'],
    ['三', '3'],
  ])('%s → %s', (text, expected) => {
    expect(inDigits(text)).toBe(expected);
  });

  it.each(['一定', '一些', '万一', '一样', '十分满意', '三心二意', '等一下', '一起', '统一', '一点', '第一', '一两个', '三五天', '千万不要', '零首付'])(
    'leaves the ordinary word %s as it is',
    (text) => {
      expect(numberReplacements(text)).toEqual([]);
    },
  );

  it('replaces each number where it was said', () => {
    expect(numberReplacements('保修三年或十万公里')).toEqual([
      { start: 2, end: 3, text: '3' },
      { start: 5, end: 7, text: '100000' },
    ]);
  });

  it('keeps numbers said apart (punctuation dropped between them) apart, but not the groups of one number', () => {
    // 3，十万 without the comma: the 3 is not the tens of 十万.
    const gapBefore = (at: number) => (i: number) => i !== at;
    expect(inDigits('3十万', gapBefore(1))).toBe('3100000');
    expect(inDigits('3十万')).toBe('300000');
    expect(inDigits('100000', gapBefore(3))).toBe('100000');
  });
});
