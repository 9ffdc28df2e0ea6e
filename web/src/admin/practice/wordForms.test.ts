import { describe, expect, it } from 'vitest';
import { isOverLimit } from '../blocks/textLimit';
import { HOT_WORD_LIMIT, hotWordBody, hotWordIssues, newHotWordDraft, newSynonymDraft, synonymIssues, wordList, wordsIssues } from './wordForms';

const keys = (issues: { field: string; key: string }[]) => issues.map((issue) => `${issue.field}:${issue.key}`);

describe('hot word form', () => {
  const hot = { ...newHotWordDraft(), word: '途岳', replace: '图越|途悦' };

  it('passes a hot word and drops the pinyin of a word without homophones', () => {
    expect(hotWordIssues(hot)).toEqual([]);
    expect(hotWordBody({ ...hot, pinyin: 'tu yue' }).pinyin).toBe('');
    expect(hotWordBody({ ...hot, homophone: 1, pinyin: 'tu yue' }).pinyin).toBe('tu yue');
  });

  it('refuses homophones of a word not wholly Chinese, a replace word equal to the word, and pinyin of the wrong length', () => {
    expect(keys(hotWordIssues({ ...hot, word: 'SUV', homophone: 1 }))).toEqual(['homophone:practiceAdmin.rules.homophoneNeedsChinese']);
    expect(keys(hotWordIssues({ ...hot, replace: '途岳|图越' }))).toEqual(['replace:practiceAdmin.rules.replaceSelf']);
    expect(keys(hotWordIssues({ ...hot, homophone: 1, pinyin: 'tu' }))).toEqual(['pinyin:practiceAdmin.rules.pinyinInvalid']);
    expect(keys(hotWordIssues({ ...hot, priority: 0 }))).toEqual(['priority:practiceAdmin.rules.priorityInvalid']);
  });

  it('limits the word where the shared rules do, past it with the message the server refuses it with', () => {
    const word = '词'.repeat(HOT_WORD_LIMIT.max + 1);
    expect(isOverLimit(word, HOT_WORD_LIMIT)).toBe(true);
    expect(hotWordIssues({ ...hot, word }).map((issue) => [issue.field, issue.key, issue.params])).toEqual([
      ['word', HOT_WORD_LIMIT.tooLong, { max: HOT_WORD_LIMIT.max }],
    ]);
    expect(isOverLimit('词'.repeat(HOT_WORD_LIMIT.max), HOT_WORD_LIMIT)).toBe(false);
  });
});

describe('synonym form and word libraries', () => {
  it('asks for synonyms and refuses the base word among them', () => {
    expect(keys(synonymIssues({ ...newSynonymDraft(), base: '优惠' }))).toEqual(['words:practiceAdmin.rules.synonymWordsRequired']);
    expect(keys(synonymIssues({ ...newSynonymDraft(), base: '优惠', words: '折扣,优惠' }))).toEqual(['words:practiceAdmin.rules.synonymSelf']);
    expect(synonymIssues({ ...newSynonymDraft(), base: '优惠', words: '折扣，便宜' })).toEqual([]);
  });

  it('splits a library on lines, commas and semicolons and names a word that is too long', () => {
    expect(wordList('您好\n请，谢谢;您好\n\n')).toEqual(['您好', '请', '谢谢']);
    const issues = wordsIssues(`您好\n${'长'.repeat(33)}`);
    expect(issues.map((issue) => [issue.key, issue.params.max])).toEqual([['practiceAdmin.rules.wordTooLongNamed', 32]]);
  });
});
