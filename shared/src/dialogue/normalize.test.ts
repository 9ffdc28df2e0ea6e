import { describe, expect, it } from 'vitest';
import { cleanText, cleanWord, rawSpan, replaceSegments, writtenWord } from './normalize.js';

describe('cleanText', () => {
  it.each([
    ['punctuation and spaces go', '您好，欢迎 光临！', '您好欢迎光临'],
    ['full-width letters and digits become half-width lower case', 'ＳＵＶ　１２３', 'suv123'],
    ['Latin goes lower case', 'Hello World', 'helloworld'],
    ['percent is kept, other punctuation dropped', '优惠5%。', '优惠5%'],
    ['full-width percent is kept', '５％', '5%'],
    ['Chinese quotes, brackets and ellipsis go', '“途岳”（SUV）……', '途岳suv'],
    ['emoji and other symbols go', '好的👍', '好的'],
    ['tabs and newlines go', '价格\n\t优惠', '价格优惠'],
    ['currency and maths symbols stay', '¥20+', '¥20+'],
    ['an empty text stays empty', '', ''],
    ['Traditional characters become Simplified', '請帶身份證、駕照和收入證明。', '请带身份证驾照和收入证明'],
    ["Taiwan's words become the mainland's", '這套軟體的價值', '这套软件的价值'],
    ['Simplified stays as it is', '身份证驾照', '身份证驾照'],
    ['numbers said in Chinese are written in digits', '保修三年或十万公里', '保修3年或100000公里'],
    ['numbers written with a unit are written in digits', '3年/10万公里', '3年100000公里'],
    ['a decimal point is kept', '优惠3.5万。', '优惠35000'],
    ['a full stop after a number still goes', '三年.', '3年'],
    ['Traditional numerals are numbers too', '兩萬五', '25000'],
    ['numbers said apart stay apart', '3，十万', '3100000'],
    ['ordinary words with numerals stay', '一定一起统一，十分满意', '一定一起统一十分满意'],
  ])('%s', (_name, raw, expected) => {
    expect(cleanText(raw).text).toBe(expected);
    expect(cleanWord(raw)).toBe(expected);
  });

  it('maps every kept character back to its place in the raw text', () => {
    const raw = '您好，ＳＵＶ！';
    const cleaned = cleanText(raw);
    expect(cleaned.text).toBe('您好suv');
    expect(cleaned.starts).toEqual([0, 1, 3, 4, 5]);
    expect(cleaned.ends).toEqual([1, 2, 4, 5, 6]);
    const span = rawSpan(cleaned, 2, 5);
    expect(raw.slice(span.start, span.end)).toBe('ＳＵＶ');
  });

  it('cites a Traditional word as it was said', () => {
    const raw = '帶上，身份證！';
    const cleaned = cleanText(raw);
    expect(cleaned.text).toBe('带上身份证');
    const at = cleaned.text.indexOf('身份证');
    const span = rawSpan(cleaned, at, at + 3);
    expect(raw.slice(span.start, span.end)).toBe('身份證');
  });

  it('maps every digit of a number to the numeral said', () => {
    const raw = '保修三年，或十万公里';
    const cleaned = cleanText(raw);
    const at = cleaned.text.indexOf('100000公里');
    const span = rawSpan(cleaned, at, at + '100000公里'.length);
    expect(raw.slice(span.start, span.end)).toBe('十万公里');
    const year = rawSpan(cleaned, 2, 4);
    expect(raw.slice(year.start, year.end)).toBe('三年');
  });

  it('keeps numbers as written for telling whether an admin wrote a word twice', () => {
    expect(writtenWord('三年，')).toBe('三年');
    expect(writtenWord('3年')).toBe('3年');
  });

  it('keeps surrogate pairs whole and maps them to both code units', () => {
    const raw = '𠮷野家，好';
    const cleaned = cleanText(raw);
    expect(cleaned.text).toBe('𠮷野家好');
    const span = rawSpan(cleaned, 0, 2);
    expect(raw.slice(span.start, span.end)).toBe('𠮷');
  });
});

describe('replaceSegments', () => {
  it('replaces segments of different lengths and keeps the raw mapping', () => {
    const raw = '图岳，打折！';
    const cleaned = cleanText(raw);
    const replaced = replaceSegments(cleaned, [
      { start: 2, end: 4, text: '优惠' },
      { start: 0, end: 2, text: '途岳SUV' },
    ]);
    expect(replaced.text).toBe('途岳SUV优惠');
    const brand = rawSpan(replaced, 0, 5);
    expect(raw.slice(brand.start, brand.end)).toBe('图岳');
    const deal = rawSpan(replaced, 5, 7);
    expect(raw.slice(deal.start, deal.end)).toBe('打折');
  });

  it('ignores overlapping and empty replacements', () => {
    const cleaned = cleanText('abcdef');
    const replaced = replaceSegments(cleaned, [
      { start: 1, end: 3, text: 'X' },
      { start: 2, end: 4, text: 'Y' },
      { start: 5, end: 5, text: 'Z' },
    ]);
    expect(replaced.text).toBe('aXdef');
  });

  it('gives an empty span at the position of an empty range', () => {
    const cleaned = cleanText('ab');
    expect(rawSpan(cleaned, 1, 1)).toEqual({ start: 1, end: 1 });
    expect(rawSpan(cleanText(''), 0, 0)).toEqual({ start: 0, end: 0 });
  });
});
