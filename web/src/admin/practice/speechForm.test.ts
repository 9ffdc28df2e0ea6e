import { describe, expect, it } from 'vitest';
import { helpOf, issuesOf } from '../blocks/formIssues';
import { newSpeechDraft, speechBody, speechIssues } from './speechForm';

const good = { ...newSpeechDraft('开场'), text: '您好，请问有什么可以帮您？', keywords: '价格,优惠|折扣' };
const keys = (draft: typeof good) => speechIssues(draft).map((issue) => `${issue.field}:${issue.key}`);

describe('speech form', () => {
  it('passes a complete speech and sends it without its id', () => {
    expect(speechIssues(good)).toEqual([]);
    expect(speechBody({ ...good, id: 'x' })).not.toHaveProperty('id');
  });

  it('asks for the text and the category', () => {
    expect(keys({ ...good, text: '  ', category: '' })).toEqual([
      'category:practiceAdmin.rules.categoryRequired',
      'text:practiceAdmin.rules.speechTextRequired',
    ]);
  });

  it('refuses a keyword written twice, more than ten keywords and a keyword over 32 characters', () => {
    expect(keys({ ...good, keywords: '价格,优惠|价格' })).toEqual(['keywords:practiceAdmin.rules.keywordsDuplicate']);
    const eleven = Array.from({ length: 11 }, (_, index) => `词${index}`).join('|');
    const tooMany = speechIssues({ ...good, keywords: eleven });
    expect(tooMany.map((issue) => [issue.key, issue.params])).toEqual([['practiceAdmin.rules.keywordsTooMany', { max: 10 }]]);
    expect(keys({ ...good, keywords: `价格,${'长'.repeat(33)}` })).toEqual(['keywords:practiceAdmin.rules.keywordTooLong']);
  });

  it('accepts full-width separators and reads the messages of one field in the given language', () => {
    expect(speechIssues({ ...good, keywords: '价格，优惠｜折扣' })).toEqual([]);
    const issues = speechIssues({ ...good, text: '', category: '' });
    const t = (key: string) => `<${key}>`;
    expect(helpOf(issuesOf(issues, 'text'), t)).toBe('<practiceAdmin.rules.speechTextRequired>');
    expect(helpOf(issuesOf(issues, 'voiceno'), t)).toBeUndefined();
  });
});
