import { describe, expect, it } from 'vitest';
import { lexiconSchema, prepareLexicon } from '../dialogue/lexicon.js';
import { faqDrillScore, scoreFaqAnswer, type FaqAnswerKey } from './scoring.js';

const lexicon = prepareLexicon(
  lexiconSchema.parse({
    synonyms: [{ base: '优惠', synonyms: ['折扣', '打折'] }],
    hotWords: [{ word: '途岳', replace: '图岳' }],
  }),
);
const none = prepareLexicon();

const price: FaqAnswerKey = {
  answers: ['途岳现在购车可以享受两万元优惠，还送三年免费保养。'],
  keywords: '途岳,优惠|降价,保养',
};
const inTime = { elapsedMs: 5_000, limitMs: 30_000 };

describe('scoreFaqAnswer', () => {
  it('gives full marks for the standard answer said back', () => {
    const result = scoreFaqAnswer(price, { text: price.answers[0] ?? '', ...inTime }, lexicon);
    expect(result).toMatchObject({ score: 100, outcome: 'answered', similarity: 1, matched: ['途岳', '优惠', '保养'], missed: [] });
  });

  it('counts a synonym and a hot-word variant as the keyword they stand for', () => {
    const result = scoreFaqAnswer(price, { text: '图岳这个月打折，保养也送', ...inTime }, lexicon);
    expect(result.matched).toEqual(['途岳', '优惠', '保养']);
    expect(result.missed).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(70);
  });

  it('scores an answer in Traditional Chinese as its Simplified twin, with the keywords as said', () => {
    const key: FaqAnswerKey = { answers: ['请带上身份证、驾照和收入证明。'], keywords: '身份证,驾照,收入证明' };
    const simplified = scoreFaqAnswer(key, { text: '带上身份证、驾照和收入证明', ...inTime }, none);
    const traditional = scoreFaqAnswer(key, { text: '帶上身份證、駕照和收入證明', ...inTime }, none);
    expect(traditional).toEqual(simplified);
    expect(traditional).toMatchObject({ matched: ['身份证', '驾照', '收入证明'], missed: [] });
    const writtenTraditional = scoreFaqAnswer({ answers: ['帶上身份證。'], keywords: '身份證' }, { text: '带上身份证', ...inTime }, none);
    expect(writtenTraditional).toMatchObject({ matched: ['身份證'], missed: [], similarity: 1 });
  });

  it('does not know the synonym without the organisation lexicon', () => {
    const result = scoreFaqAnswer(price, { text: '途岳这个月打折，保养也送', ...inTime }, none);
    expect(result.matched).toEqual(['途岳', '保养']);
    expect(result.missed).toEqual(['优惠|降价']);
  });

  it('weighs keywords 70 % and wording 30 %', () => {
    const one = scoreFaqAnswer(price, { text: '途岳', ...inTime }, lexicon);
    expect(one.missed).toEqual(['优惠|降价', '保养']);
    const wording = Math.min(1, one.similarity / 0.6);
    expect(one.score).toBe(Math.round(100 * (0.7 / 3 + 0.3 * wording)));
  });

  it('scores by wording alone when the question has no keywords', () => {
    const key = { answers: ['我们的门店周一到周日都营业，早上九点开门。'], keywords: '' };
    const close = scoreFaqAnswer(key, { text: '门店周一到周日都营业，九点开门', ...inTime }, none);
    const far = scoreFaqAnswer(key, { text: '这款车的油耗很低', ...inTime }, none);
    expect(close.matched).toEqual([]);
    expect(close.score).toBeGreaterThan(80);
    expect(far.score).toBeLessThan(10);
  });

  it('takes the best of the standard and similar answers', () => {
    const key = { answers: ['营业时间是九点到六点。', '我们早九晚六营业。'], keywords: '' };
    const result = scoreFaqAnswer(key, { text: '我们早九晚六营业', ...inTime }, none);
    expect(result.similarity).toBe(1);
    expect(result.score).toBe(100);
  });

  it('scores an off-topic answer near zero and says which keywords were missed', () => {
    const result = scoreFaqAnswer(price, { text: '今天天气不错，我们去吃饭吧', ...inTime }, lexicon);
    expect(result.outcome).toBe('answered');
    expect(result.matched).toEqual([]);
    expect(result.missed).toEqual(['途岳', '优惠|降价', '保养']);
    expect(result.score).toBeLessThan(10);
  });

  it('scores an empty or punctuation-only answer 0 as empty', () => {
    for (const text of ['', '   ', '。，！']) {
      expect(scoreFaqAnswer(price, { text, ...inTime }, lexicon)).toMatchObject({ score: 0, outcome: 'empty', matched: [] });
    }
  });

  it('accepts an answer inside its limit and the grace, and scores a later one 0 as timeout', () => {
    const text = price.answers[0] ?? '';
    expect(scoreFaqAnswer(price, { text, elapsedMs: 31_900, limitMs: 30_000 }, lexicon).outcome).toBe('answered');
    const late = scoreFaqAnswer(price, { text, elapsedMs: 32_100, limitMs: 30_000 }, lexicon);
    expect(late).toMatchObject({ score: 0, outcome: 'timeout', matched: ['途岳', '优惠', '保养'] });
  });

  it('does not reward saying the answer over and over, or padding it far past the reference', () => {
    const answer = price.answers[0] ?? '';
    const honest = scoreFaqAnswer(price, { text: answer, ...inTime }, lexicon).score;
    const repeated = scoreFaqAnswer(price, { text: answer.repeat(6), ...inTime }, lexicon);
    expect(repeated.missed).toEqual([]);
    expect(repeated.score).toBeLessThan(honest / 2);
    const padded = scoreFaqAnswer(price, { text: `${answer}${'我们店里的车型很多，欢迎您随时来看看。'.repeat(8)}`, ...inTime }, lexicon);
    expect(padded.score).toBeLessThan(honest);
  });

  it('gives the thinking time when the limit includes it', () => {
    const text = price.answers[0] ?? '';
    expect(scoreFaqAnswer(price, { text, elapsedMs: 40_000, limitMs: 30_000 }, lexicon).outcome).toBe('timeout');
    expect(scoreFaqAnswer(price, { text, elapsedMs: 40_000, limitMs: 30_000 + 15_000 }, lexicon).outcome).toBe('answered');
  });
});

describe('faqDrillScore', () => {
  it('is the mean over every question, unanswered ones counting 0', () => {
    expect(faqDrillScore([100, 80], 2)).toBe(90);
    expect(faqDrillScore([100, 80], 4)).toBe(45);
    expect(faqDrillScore([], 0)).toBe(0);
  });
});
