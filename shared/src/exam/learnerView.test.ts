import { describe, expect, it } from 'vitest';
import { learnerQuestionSchema } from '../schemas/exam.js';
import { correctAnswerText, toLearnerQuestion, toReviewItem } from './learnerView.js';
import { reviewVisibility } from './review.js';
import { scoreQuestion } from './scoring.js';
import { question } from './testFactories.js';

describe('toLearnerQuestion', () => {
  it('gives nothing away while answering', () => {
    const view = toLearnerQuestion(question({ type: 1, promotion: '看第三章' }));
    expect(learnerQuestionSchema.parse(view)).toEqual(view);
    expect(JSON.stringify(view)).not.toMatch(/iscorrect|promotion|answer/);
    expect(view.blanks).toBe(0);
  });

  it('tells a fill question how many blanks to show, not what goes in them', () => {
    const view = toLearnerQuestion(question({ type: 3, answer: '北京|Beijing，上海' }));
    expect(view).toMatchObject({ type: 3, blanks: 2, choices: [] });
    expect(JSON.stringify(view)).not.toContain('北京');
  });
});

describe('toReviewItem', () => {
  const q = question({ type: 0, promotion: '看第三章' });
  const answer = { choices: ['o1'] };
  const scored = scoreQuestion(q, answer);

  it('shows marks without the correct answer when only marks are visible', () => {
    const item = toReviewItem(q, answer, scored, reviewVisibility(1, { submitted: true, final: true }));
    expect(item).toMatchObject({ questionid: 'q1', correct: false, earned: 0, score: 10, yours: { choices: ['o1'], fills: [] } });
    expect(JSON.stringify(item)).not.toMatch(/iscorrect|promotion|"answer"/);
  });

  it('adds correct flags, answer and tip when answers are visible', () => {
    const item = toReviewItem(q, answer, scored, reviewVisibility(2, { submitted: true, final: true }));
    expect(item.choices[1]).toEqual({ id: 'o2', content: '乙', iscorrect: 1 });
    expect(item.promotion).toBe('看第三章');
  });

  it('gives a choice question one correct answer (its correct options) and no empty answer text', () => {
    const item = toReviewItem(question({ type: 1, answer: '' }), answer, scored, reviewVisibility(2, { submitted: true, final: true }));
    expect(item.answer).toBeUndefined();
    expect(correctAnswerText(item)).toBe('o1, o3');
  });

  it("gives a fill question its blanks' answers, and nothing while answers are hidden", () => {
    const fill = question({ type: 3, choices: [], answer: '北京,上海' });
    const fillScored = scoreQuestion(fill, { fills: ['北京'] });
    expect(correctAnswerText(toReviewItem(fill, { fills: ['北京'] }, fillScored, reviewVisibility(2, { submitted: true, final: true })))).toBe('北京,上海');
    expect(correctAnswerText(toReviewItem(fill, { fills: ['北京'] }, fillScored, reviewVisibility(1, { submitted: true, final: true })))).toBeNull();
    expect(correctAnswerText(toReviewItem(q, answer, scored, reviewVisibility(1, { submitted: true, final: true })))).toBeNull();
  });
});
