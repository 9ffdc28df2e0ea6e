import { describe, expect, it } from 'vitest';
import { lexiconSchema, prepareLexicon } from './lexicon.js';
import { bestMatch, closestIntent, evaluateIntent, prepareIntents, prepareUtterance } from './matcher.js';
import type { IntentMode, NodeType } from './schema.js';
import { round3 } from './similarity.js';
import { line, node } from './testFactories.js';

const lexicon = prepareLexicon(
  lexiconSchema.parse({
    synonyms: [{ base: '优惠', synonyms: ['折扣', '打折'] }],
    hotWords: [{ word: '途岳', replace: '图岳' }],
  }),
);

const intents = [
  line('greet', 'c2', { normtext: '您好，欢迎光临，请问怎么称呼您？', speeches: ['欢迎来到本店，您贵姓'], keywords: '欢迎,称呼|贵姓' }),
  line('deal', 'c3', { normtext: '这款途岳本月有一万元优惠', keywords: '优惠' }),
  line('drive', 'c4', { normtext: '您要不要先试驾一下', keywords: '试驾' }),
];

function match(text: string, mode: IntentMode, threshold = 60, type: NodeType = 'student') {
  const prepared = prepareIntents(node('s1', type, intents), mode, lexicon);
  const utterance = prepareUtterance(text, lexicon);
  const evaluations = prepared.map((intent) => evaluateIntent(intent, utterance, threshold));
  const best = bestMatch(evaluations);
  return { best: best && { id: best.intent.transition.id, kind: best.matched, similarity: round3(best.similarity) }, evaluations };
}

describe('intent matching', () => {
  it.each<[string, string, IntentMode, number, string | null, string | null]>([
    ['the standard script, word for word', '您好，欢迎光临，请问怎么称呼您？', 'similarity', 60, 'greet', 'similarity'],
    ['a similar speech', '欢迎来到本店，您贵姓？', 'similarity', 60, 'greet', 'similarity'],
    ['a paraphrase above the threshold', '您好欢迎光临请问怎么称呼', 'similarity', 60, 'greet', 'similarity'],
    ['a paraphrase below a strict threshold', '您好欢迎光临，贵姓', 'similarity', 90, null, null],
    ['keywords alone in keyword mode', '欢迎欢迎，您贵姓', 'keywords', 60, 'greet', 'keywords'],
    ['a standard script without keywords in keyword mode', '这款途岳本月有一万元', 'keywords', 60, null, null],
    ['keywords ignored in similarity mode', '试驾', 'similarity', 60, null, null],
    ['keywords first in both mode', '先试驾吧', 'both', 60, 'drive', 'keywords'],
    ['keywords on a paraphrase in both mode', '您好欢迎光临请问怎么称呼', 'both', 60, 'greet', 'keywords'],
    ['similarity when keywords miss in both mode', '欢迎来到本店', 'both', 60, 'greet', 'similarity'],
    ['a synonym satisfies a keyword', '现在能打折', 'keywords', 60, 'deal', 'keywords'],
    ['a hot-word correction helps similarity', '这款图岳本月有一万元打折', 'similarity', 60, 'deal', 'similarity'],
    ['nothing close', '今天天气不错', 'both', 60, null, null],
    ['a threshold of 0 still needs something in common', '今天天气不错', 'similarity', 0, null, null],
  ])('%s', (_name, text, mode, threshold, id, kind) => {
    const { best } = match(text, mode, threshold);
    expect(best?.id ?? null).toBe(id);
    expect(best?.kind ?? null).toBe(kind);
  });

  it('prefers a keyword match over a higher similarity match, then the higher similarity, then intent order', () => {
    // "优惠" satisfies deal's keywords; the text is closer to drive's script by similarity.
    const { best } = match('您要不要先看一下优惠', 'both', 30);
    expect(best).toMatchObject({ id: 'deal', kind: 'keywords' });
    const tie = match('欢迎光临，您贵姓，有优惠', 'keywords');
    expect(tie.best?.id).toBe('greet');
  });

  it('judges question nodes by their answer keywords only, whatever the mode', () => {
    const { best } = match('您好，欢迎光临，请问怎么称呼您？', 'similarity', 60, 'question');
    expect(best).toMatchObject({ id: 'greet', kind: 'keywords' });
    expect(match('您好欢迎光临，怎么说呢', 'similarity', 10, 'question').best).toBeNull();
  });

  it('reports the closest intent of an unmatched answer: most terms hit, then similarity', () => {
    const { evaluations } = match('欢迎', 'keywords');
    expect(bestMatch(evaluations)).toBeNull();
    expect(closestIntent(evaluations)?.intent.transition.id).toBe('greet');
    const bySimilarity = match('本月一万元', 'keywords');
    expect(closestIntent(bySimilarity.evaluations)?.intent.transition.id).toBe('deal');
    expect(closestIntent([])).toBeNull();
  });

  it('keeps keyword results and similarity on every evaluation', () => {
    const { evaluations } = match('价格能打折吗', 'both');
    const deal = evaluations.find((e) => e.intent.transition.id === 'deal');
    expect(deal?.keywords.hit).toEqual([{ term: '优惠', text: '打折', start: 3, end: 5 }]);
    expect(deal?.similarity).toBeGreaterThan(0);
  });
});

describe('numbers as people say them', () => {
  const warranty = [
    line('warranty', 'c2', { normtext: '整车保修3年或10万公里。', keywords: '3年,10万公里' }),
    line('lifetime', 'c3', { normtext: '三大件终身质保。', keywords: '终身质保,一百万公里' }),
  ];
  const evaluate = (text: string) => {
    const utterance = prepareUtterance(text, lexicon);
    return prepareIntents(node('s1', 'student', warranty), 'both', lexicon).map((intent) => evaluateIntent(intent, utterance, 60));
  };

  it('matches a keyword in digits said in Chinese, the hit spanning the learner’s words', () => {
    const text = '整车保修三年或十万公里';
    const [said] = evaluate(text);
    expect(said?.matched).toBe('keywords');
    const hit = said?.keywords.hit.find((h) => h.term === '10万公里');
    expect(hit).toEqual({ term: '10万公里', text: '十万公里', start: 7, end: 11 });
    expect(text.slice(hit!.start, hit!.end)).toBe('十万公里');
  });

  it('scores the wording of the same answer in Chinese numerals and in digits alike', () => {
    const [chinese] = evaluate('整车保修三年或十万公里。');
    const [digits] = evaluate('整车保修3年或10万公里。');
    expect(chinese?.similarity).toBe(1);
    expect(digits?.similarity).toBe(1);
  });

  it('tells 一百万 from 十万', () => {
    const [warrantyIntent, lifetimeIntent] = evaluate('终身质保，一百万公里');
    expect(warrantyIntent?.keywords.missed).toEqual([['3年'], ['10万公里']]);
    expect(lifetimeIntent?.keywords.hit.map((h) => h.text)).toEqual(['终身质保', '一百万公里']);
  });
});

describe('prepareUtterance', () => {
  it('normalises in three stages and keeps the raw text', () => {
    const utterance = prepareUtterance('图岳，能打折吗？', lexicon);
    expect(utterance.raw).toBe('图岳，能打折吗？');
    expect(utterance.normalized.text).toBe('途岳能打折吗');
    expect(utterance.canonical.text).toBe('途岳能优惠吗');
  });
});
