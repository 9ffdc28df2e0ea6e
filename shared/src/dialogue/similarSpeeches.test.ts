import { describe, expect, it } from 'vitest';
import { SPEECH_TEXT_MAX } from '../limits.js';
import { cleanSimilarSpeeches, cleanSpeechText, suggestionLines } from './similarSpeeches.js';

describe('cleanSpeechText', () => {
  it.each([
    ['spaces inside Chinese go', ' 您 好，请问 有什么 可以帮您？ ', '您好，请问有什么可以帮您？'],
    ['Chinese and Western quotes go', '“这款车”多少"钱"', '这款车多少钱'],
    ['corner brackets go', '「好的」『没问题』', '好的没问题'],
    ['single quotes at the ends go, apostrophes stay', "'I don't know'", "I don't know"],
    ['runs of spaces between English words become one', 'How   much \t is it', 'How much is it'],
    ['a space between Chinese and Latin goes', '我想看 SUV 车型', '我想看SUV车型'],
    ['nothing but quotes and spaces is empty', ' “ ” ', ''],
  ])('%s', (_name, raw, expected) => {
    expect(cleanSpeechText(raw)).toBe(expected);
  });
});

describe('suggestionLines', () => {
  it('reads a JSON array, also inside a code fence and after a preamble', () => {
    expect(suggestionLines('好的，如下：\n```json\n["价格太贵了", "能便宜点吗", 3]\n```')).toEqual(['价格太贵了', '能便宜点吗']);
  });

  it('reads a numbered or bulleted list line by line', () => {
    expect(suggestionLines('1. 价格太贵了\n2、能便宜点吗\n(3) 有优惠吗\n- 打个折吧\n• 再少一点')).toEqual([
      '价格太贵了',
      '能便宜点吗',
      '有优惠吗',
      '打个折吧',
      '再少一点',
    ]);
  });

  it('falls back to lines when the brackets are not JSON', () => {
    expect(suggestionLines('[价格] 太贵\n便宜点')).toEqual(['[价格] 太贵', '便宜点']);
  });
});

describe('cleanSimilarSpeeches', () => {
  it('drops duplicates (after cleaning), empty lines and the original text', () => {
    const result = cleanSimilarSpeeches(['太贵了', ' 太 贵了 ', '“太贵了”', '', '价格太高', '这个价格太贵了吧'], '这个价格太贵了吧');
    expect(result).toEqual(['太贵了', '价格太高']);
  });

  it('keeps at most ten by default, and at most the count asked for', () => {
    const many = Array.from({ length: 15 }, (_, index) => `说法${index}`);
    expect(cleanSimilarSpeeches(many, '原句')).toHaveLength(10);
    expect(cleanSimilarSpeeches(many, '原句', 3)).toEqual(['说法0', '说法1', '说法2']);
  });

  it('leaves out what an earlier batch showed (change batch)', () => {
    expect(cleanSimilarSpeeches(['甲', '乙', '丙'], '原句', 10, ['乙 '])).toEqual(['甲', '丙']);
  });

  it('leaves out a suggestion longer than a speech may be', () => {
    const tooLong = '长'.repeat(SPEECH_TEXT_MAX + 1);
    expect(cleanSimilarSpeeches([tooLong, '短句'], '原句')).toEqual(['短句']);
  });
});
