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

  it('keeps the expression as written', () => {
    expect(check('价格，优惠', '价格优惠').expression).toBe('价格，优惠');
  });
});
