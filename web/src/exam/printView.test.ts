import { describe, expect, it } from 'vitest';
import { correctAnswerText, createTranslator } from '@peilian/shared';
import { labelledText, printedChoices, printTime, questionTypeKey, resultText, yourAnswerText, type ReviewItem } from './printView';

const t = createTranslator('zh-CN');

const item = (changes: Partial<ReviewItem> = {}): ReviewItem => ({
  questionid: '0',
  type: 1,
  text: '倾听客户的做法有哪些？',
  score: 25,
  earned: 0,
  correct: false,
  answered: true,
  yours: { choices: ['A', 'B'], fills: [] },
  choices: [
    { id: 'A', content: '复述' },
    { id: 'B', content: '打断' },
    { id: 'C', content: '提问' },
  ],
  ...changes,
});

describe('the printed exam result', () => {
  it("marks the learner's picks, and the right options only where the exam shows answers", () => {
    expect(printedChoices(item()).map(({ id, chosen, correct }) => [id, chosen, correct])).toEqual([
      ['A', true, null],
      ['B', true, null],
      ['C', false, null],
    ]);
    const answers = item({
      choices: [
        { id: 'A', content: '复述', iscorrect: 1 },
        { id: 'B', content: '打断', iscorrect: 0 },
        { id: 'C', content: '提问', iscorrect: 1 },
      ],
    });
    expect(printedChoices(answers).map(({ correct }) => correct)).toEqual([true, false, true]);
    expect(correctAnswerText(answers)).toBe('A, C');
    expect(correctAnswerText(item())).toBeNull();
  });

  it("writes the learner's answer, the blanks in order, or nothing when unanswered", () => {
    expect(yourAnswerText(item(), t)).toBe('A, B');
    expect(yourAnswerText(item({ type: 3, choices: [], yours: { choices: [], fills: ['北京', '上海'] } }), t)).toBe('北京，上海');
    expect(yourAnswerText(item({ answered: false, yours: { choices: [], fills: [] } }), t)).toBeNull();
  });

  it('punctuates the printed lines as the language on screen writes them', () => {
    const en = createTranslator('en');
    const fill = item({ type: 3, choices: [], yours: { choices: [], fills: ['Beijing', 'Shanghai'] } });
    expect(labelledText(en, 'exam.taking.yourAnswer', yourAnswerText(fill, en)!)).toBe('Your answer: Beijing, Shanghai');
    expect(resultText(en, false, 60)).toBe('Not passed (pass score 60)');
    expect(labelledText(t, 'exam.taking.yourAnswer', yourAnswerText(fill, t)!)).toBe('你的答案：Beijing，Shanghai');
    expect(resultText(t, true, 60)).toBe('通过（及格分 60）');
  });

  it("gives a fill question's correct answer only when the server sends it", () => {
    expect(correctAnswerText(item({ type: 3, choices: [], answer: '北京,上海' }))).toBe('北京,上海');
    expect(correctAnswerText(item({ type: 3, choices: [] }))).toBeNull();
  });

  it('names the question types and writes times to the minute in the organisation zone', () => {
    expect([0, 1, 2, 3].map(questionTypeKey)).toEqual(['examLearner.typeSingle', 'examLearner.typeMultiple', 'examLearner.typeJudge', 'examLearner.typeFill']);
    expect(printTime(Date.parse('2030-03-05T01:07:30Z'), 'Asia/Shanghai')).toBe('2030-03-05 09:07');
  });
});
