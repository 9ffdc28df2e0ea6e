import { describe, expect, it } from 'vitest';
import { keywordTerms, matchKeywords, parseKeywords, splitKeywords } from './keywords.js';
import { applyHotWords, applySynonyms, lexiconSchema, prepareLexicon } from './lexicon.js';
import { cleanText } from './normalize.js';

const plain = prepareLexicon();
const withSynonyms = prepareLexicon(lexiconSchema.parse({ synonyms: [{ base: '优惠', synonyms: ['打折', '折扣'] }] }));

function check(expression: string, text: string, lexicon = plain) {
  const normalized = applyHotWords(cleanText(text), lexicon);
  const canonical = applySynonyms(normalized, lexicon);
  return matchKeywords(parseKeywords(expression, lexicon), { raw: text, normalized, canonical });
}

describe('splitKeywords', () => {
  it.each([
    ['价格', [['价格']]],
    ['价格,优惠', [['价格'], ['优惠']]],
    ['价格|优惠', [['价格', '优惠']]],
    // `|` binds tighter than `,`: 价格 and (优惠 or 折扣)
    ['价格,优惠|折扣', [['价格'], ['优惠', '折扣']]],
    [
      '价格|报价,优惠|折扣',
      [
        ['价格', '报价'],
        ['优惠', '折扣'],
      ],
    ],
    ['价格，优惠｜折扣', [['价格'], ['优惠', '折扣']]],
    [' 价格 , 优惠 | ', [['价格'], ['优惠']]],
    [',,|', []],
    ['', []],
  ])('%j', (source, clauses) => {
    expect(splitKeywords(source)).toEqual(clauses);
  });

  it('lists every term in order', () => {
    expect(keywordTerms('价格|报价,优惠')).toEqual(['价格', '报价', '优惠']);
  });
});

describe('matchKeywords', () => {
  it.each([
    ['one term present', '价格', '这个价格合适', true, ['价格'], []],
    ['one term absent', '价格', '这个车不错', false, [], [['价格']]],
    ['AND needs both', '价格,优惠', '价格有优惠吗', true, ['价格', '优惠'], []],
    ['AND with one missing', '价格,优惠', '价格多少', false, ['价格'], [['优惠']]],
    ['OR needs one', '优惠|折扣', '有折扣吗', true, ['折扣'], []],
    ['AND of ORs', '价格,优惠|折扣', '价格能打折扣吗', true, ['价格', '折扣'], []],
    ['AND of ORs, OR group missing', '价格,优惠|折扣', '价格多少', false, ['价格'], [['优惠', '折扣']]],
    ['AND of ORs, AND term missing', '价格,优惠|折扣', '有优惠吗', false, ['优惠'], [['价格']]],
    ['case and width do not matter', 'SUV', '这款ｓｕｖ', true, ['SUV'], []],
    ['punctuation inside the text does not break a term', '欢迎光临', '欢迎，光临！', true, ['欢迎光临'], []],
    ['an empty expression is never satisfied', '', '什么都行', false, [], []],
  ])('%s', (_name, expression, text, satisfied, hit, missed) => {
    const result = check(expression, text);
    expect(result.satisfied).toBe(satisfied);
    expect(result.hit.map((h) => h.term)).toEqual(hit);
    expect(result.missed).toEqual(missed);
  });

  it('finds a term inside a longer synonym the learner said', () => {
    const lexicon = prepareLexicon(lexiconSchema.parse({ synonyms: [{ base: '贵姓', synonyms: ['怎么称呼'] }] }));
    expect(check('称呼', '请问怎么称呼', lexicon).hit).toEqual([{ term: '称呼', text: '称呼', start: 4, end: 6 }]);
    expect(check('贵姓', '请问怎么称呼', lexicon).hit).toEqual([{ term: '贵姓', text: '怎么称呼', start: 2, end: 6 }]);
  });

  it('counts a synonym as its base word, both ways', () => {
    expect(check('优惠', '能打折吗', withSynonyms).satisfied).toBe(true);
    expect(check('打折', '有优惠吗', withSynonyms).satisfied).toBe(true);
    expect(check('折扣', '能打折吗', withSynonyms).hit).toEqual([{ term: '折扣', text: '打折', start: 1, end: 3 }]);
  });

  it('cites the span of the raw text for every hit, in text order', () => {
    const text = '您好！价格，能优惠吗？';
    const result = check('优惠,价格', text);
    expect(result.hit).toEqual([
      { term: '价格', text: '价格', start: 3, end: 5 },
      { term: '优惠', text: '优惠', start: 7, end: 9 },
    ]);
    for (const hit of result.hit) expect(text.slice(hit.start, hit.end)).toBe(hit.text);
  });

  it('cites the recogniser’s words when a hot word corrected them', () => {
    const lexicon = prepareLexicon(lexiconSchema.parse({ hotWords: [{ word: '途岳', replace: '图岳' }] }));
    const result = check('途岳', '这款图岳', lexicon);
    expect(result.hit).toEqual([{ term: '途岳', text: '图岳', start: 2, end: 4 }]);
  });

  it('counts a number said in Chinese or in digits as one, citing the learner’s words', () => {
    const text = '保修三年或十万公里';
    const result = check('3年,10万公里', text);
    expect(result.satisfied).toBe(true);
    expect(result.hit).toEqual([
      { term: '3年', text: '三年', start: 2, end: 4 },
      { term: '10万公里', text: '十万公里', start: 5, end: 9 },
    ]);
    expect(check('十万公里', '保修100000公里').hit).toEqual([{ term: '十万公里', text: '100000公里', start: 2, end: 10 }]);
  });

  it('does not find a number inside a larger one', () => {
    expect(check('10万公里', '保修一百万公里').missed).toEqual([['10万公里']]);
    expect(check('10万公里', '保修110万公里').missed).toEqual([['10万公里']]);
    expect(check('5%', '优惠15%').missed).toEqual([['5%']]);
    expect(check('3年', '保修十三年').missed).toEqual([['3年']]);
    // A number said apart from the one before it is its own number.
    expect(check('10万公里', '保修3年，10万公里').satisfied).toBe(true);
    expect(check('10万公里', '保修3，十万公里').satisfied).toBe(true);
  });

  it('lists a number written two ways in one group once, as the learner said it', () => {
    expect(check('3年|三年', '保修三年').hit).toEqual([{ term: '三年', text: '三年', start: 2, end: 4 }]);
    expect(check('3年|三年', '保修3年').hit).toEqual([{ term: '3年', text: '3年', start: 2, end: 4 }]);
    expect(check('3年|三年', '保修叁年').hit.map((h) => h.term)).toEqual(['3年']);
  });

  it('keeps the expression as written', () => {
    expect(check('价格，优惠', '价格优惠').expression).toBe('价格，优惠');
  });
});
