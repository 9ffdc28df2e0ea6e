import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { correctAnswerWords, reviewAnswerWords, yourAnswerWords, type WordedItem } from './reviewWords.js';

const t = createTranslator('zh-CN');

const judge = (changes: Partial<WordedItem> = {}): WordedItem => ({
  type: 2,
  answered: true,
  yours: { choices: ['A'], fills: [] },
  choices: [
    { id: 'A', content: '正确', iscorrect: 0 },
    { id: 'B', content: '错误', iscorrect: 1 },
  ],
  ...changes,
});

const fill = (fills: string[], answer?: string): WordedItem => ({ type: 3, answered: true, yours: { choices: [], fills }, choices: [], answer });

describe('the answers of a review row in words', () => {
  it("words a true/false question's answers by its options (正确 / 错误), not their letters", () => {
    expect(reviewAnswerWords(judge(), t)).toEqual({ yours: '正确', correct: '错误' });
    expect(
      correctAnswerWords(
        judge({
          choices: [
            { id: 'A', content: '正确' },
            { id: 'B', content: '错误' },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('keeps the letters of single and multiple choice questions', () => {
    const multiple: WordedItem = { ...judge(), type: 1, yours: { choices: ['A', 'B'], fills: [] } };
    expect(reviewAnswerWords(multiple, t)).toEqual({ yours: 'A, B', correct: 'B' });
  });

  it('says an empty blank is not answered instead of leaving a trailing separator', () => {
    expect(yourAnswerWords(fill(['北京', '']), t)).toBe('北京, 未作答');
    expect(yourAnswerWords(fill(['', '上海']), t)).toBe('未作答, 上海');
    expect(yourAnswerWords(fill(['北京', '上海']), t, { blanks: '，' })).toBe('北京，上海');
    expect(yourAnswerWords(fill(['', ' ']), t)).toBe('未作答');
  });

  it('says not answered for an unanswered question', () => {
    expect(yourAnswerWords({ ...judge(), answered: false, yours: { choices: [], fills: [] } }, t)).toBe('未作答');
    expect(yourAnswerWords(fill([], '北京'), createTranslator('en'))).toBe(createTranslator('en')('examLearner.noAnswer'));
  });
});
