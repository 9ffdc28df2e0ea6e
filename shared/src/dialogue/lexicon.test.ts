import { describe, expect, it } from 'vitest';
import { applyHotWords, applySynonyms, canonicalWord, lexiconSchema, prepareLexicon, type LexiconInput } from './lexicon.js';
import { cleanText, rawSpan } from './normalize.js';

const lexicon = (input: LexiconInput) => prepareLexicon(lexiconSchema.parse(input));
const hot = (text: string, input: LexiconInput) => applyHotWords(cleanText(text), lexicon(input)).text;

const PINYIN = { 途: 'tu', 图: 'tu2', 涂: 'tú', 兔: ['tu'], 岳: 'yue', 月: 'yuè', 越: 'yue4', 领: 'ling', 零: 'ling', 克: 'ke', 客: 'ke', 行: 'xing|hang' };

describe('hot words', () => {
  it.each([
    ['a listed variant becomes the word', '这款图岳很好', { hotWords: [{ word: '途岳', replace: '图岳|涂月' }] }, '这款途岳很好'],
    ['every occurrence is replaced', '图岳和涂月', { hotWords: [{ word: '途岳', replace: '图岳|涂月' }] }, '途岳和途岳'],
    ['full-width bars separate variants too', '涂月', { hotWords: [{ word: '途岳', replace: '图岳｜涂月' }] }, '途岳'],
    ['a disabled hot word does nothing', '图岳', { hotWords: [{ word: '途岳', replace: '图岳', status: 1 }] }, '图岳'],
    ['without homophone, sound-alikes stay', '兔越', { hotWords: [{ word: '途岳', replace: '图岳' }], pinyin: PINYIN }, '兔越'],
    ['with homophone, any sound-alike becomes the word', '兔越和图月', { hotWords: [{ word: '途岳', homophone: true }], pinyin: PINYIN }, '途岳和途岳'],
    ['tones and tone marks do not matter', '涂越', { hotWords: [{ word: '途岳', homophone: true }], pinyin: PINYIN }, '途岳'],
    [
      'a polyphonic character matches any of its readings',
      '零行',
      { hotWords: [{ word: '领航', homophone: true, pinyin: 'ling hang' }], pinyin: PINYIN },
      '领航',
    ],
    [
      'pinyin given with the word stands in for the table',
      '零客',
      { hotWords: [{ word: '领克', homophone: true, pinyin: 'Ling3 ke4' }], pinyin: { 零: 'ling', 客: 'ke' } },
      '领克',
    ],
    [
      'the learner text still needs its characters in the table',
      '零客',
      { hotWords: [{ word: '领克', homophone: true, pinyin: 'ling ke' }], pinyin: {} },
      '零客',
    ],
    [
      'a word with characters missing from the table gets no homophones',
      '兔越',
      { hotWords: [{ word: '途岳', homophone: true }], pinyin: { 途: 'tu' } },
      '兔越',
    ],
    ['homophone replacement needs Chinese', 'ok', { hotWords: [{ word: 'OK', homophone: true }], pinyin: PINYIN }, 'ok'],
    ['variants are matched after cleaning', '图 岳！', { hotWords: [{ word: '途岳', replace: '图岳' }] }, '途岳'],
  ] satisfies [string, string, LexiconInput, string][])('%s', (_name, text, input, expected) => {
    expect(hot(text, input)).toBe(expected);
  });

  it('gives an overlap to the higher priority, then to the longer match', () => {
    const words = [
      { word: '领克', replace: '零克', priority: 50 },
      { word: '克莱', replace: '克来', priority: 200 },
    ];
    expect(hot('零克来', { hotWords: words })).toBe('零克莱');
    const equal = [
      { word: '领克', replace: '零克' },
      { word: '领克零三', replace: '零克零三' },
    ];
    expect(hot('零克零三', { hotWords: equal })).toBe('领克零三');
  });

  it('never replaces a replacement again', () => {
    expect(
      hot('甲', {
        hotWords: [
          { word: '乙', replace: '甲' },
          { word: '丙', replace: '乙' },
        ],
      }),
    ).toBe('乙');
  });

  it('lets the hot word itself protect its occurrences from lower-priority variants', () => {
    const words = [
      { word: '途岳', priority: 200 },
      { word: '岳父', replace: '岳', priority: 10 },
    ];
    expect(hot('途岳', { hotWords: words })).toBe('途岳');
  });

  it('maps a replaced word to the raw span the recogniser wrote', () => {
    const raw = '这款，兔越！';
    const replaced = applyHotWords(cleanText(raw), lexicon({ hotWords: [{ word: '途岳', homophone: true }], pinyin: PINYIN }));
    const at = replaced.text.indexOf('途岳');
    const span = rawSpan(replaced, at, at + 2);
    expect(raw.slice(span.start, span.end)).toBe('兔越');
  });
});

describe('synonyms', () => {
  const groups = lexicon({
    synonyms: [
      { base: '优惠', synonyms: ['折扣', '打折', '便宜点'] },
      { base: '保养', synonyms: '养护，维护保养' },
      { base: '便宜', synonyms: ['折扣'] },
      { base: '停用', synonyms: ['关闭'], status: 1 },
    ],
  });

  it.each([
    ['a synonym becomes its base word', '有折扣吗', '有优惠吗'],
    ['several synonyms in one text', '打折还送养护', '优惠还送保养'],
    ['the longest synonym wins', '送维护保养', '送保养'],
    ['a word in two groups belongs to the first', '折扣', '优惠'],
    ['a disabled group does nothing', '关闭', '关闭'],
    ['the base word itself stays', '优惠', '优惠'],
  ])('%s', (_name, text, expected) => {
    expect(applySynonyms(cleanText(text), groups).text).toBe(expected);
  });

  it('splits the import form of a synonym list on commas', () => {
    expect(lexiconSchema.parse({ synonyms: [{ base: '保养', synonyms: '养护, 维护保养，' }] }).synonyms[0]?.synonyms).toEqual(['养护', '维护保养']);
  });

  it('canonicalises admin-written words the same way', () => {
    expect(canonicalWord('打折，', groups)).toBe('优惠');
  });
});

describe('prepareLexicon', () => {
  it('uses the default fillers unless the lexicon names its own', () => {
    expect(prepareLexicon().fillers.has('嗯')).toBe(true);
    expect(lexicon({ fillers: ['OK!'] }).fillers).toEqual(new Set(['ok']));
  });

  it('drops empty words', () => {
    const prepared = lexicon({ sensitive: ['', '！'], hotWords: [{ word: '，', replace: '' }] });
    expect(prepared.sensitive.size).toBe(0);
    expect(prepared.hotWords.size).toBe(0);
  });
});
