import { describe, expect, it } from 'vitest';
import { citationsOf, segmentsOf } from './highlight.js';

const turn = {
  text: '您好，欢迎光临！请问您贵姓？',
  keywords: { hit: ['欢迎', '贵姓', '优惠'], missed: [], said: [] },
  sensitive: [],
  polite: [{ word: '您好', text: '您好', start: 0, end: 2 }],
};

describe('report citations', () => {
  it("cites each criterion at its span of the learner's sentence", () => {
    const citations = citationsOf(turn);
    expect(citations.map((c) => [c.kind, c.word, c.span?.text ?? null])).toEqual([
      ['keyword', '欢迎', '欢迎'],
      ['keyword', '贵姓', '贵姓'],
      ['keyword', '优惠', null],
      ['polite', '您好', '您好'],
    ]);
    const segments = segmentsOf(turn.text, citations);
    expect(segments.map((s) => s.text).join('')).toBe(turn.text);
    expect(segments.filter((s) => s.kind).map((s) => [s.kind, s.text])).toEqual([
      ['polite', '您好'],
      ['keyword', '欢迎'],
      ['keyword', '贵姓'],
    ]);
  });

  it('finds a word whose stored span does not fit the sentence by its text', () => {
    const [citation] = citationsOf({ text: '这是骗子', keywords: null, sensitive: [{ word: '骗子', text: '骗子', start: 9, end: 11 }], polite: [] });
    expect(citation!.span).toEqual({ start: 2, end: 4, text: '骗子' });
  });
});
