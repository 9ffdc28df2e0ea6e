import { describe, expect, it } from 'vitest';
import { allAnswered, answerFits, answerIsRight, pastQuestionGate, questionDue, questionGate } from './mediaQuestions.js';

const questions = [
  { n: 1, at: 30, answered: 1 },
  { n: 2, at: 10, answered: 0 },
  { n: 3, at: 10, answered: 0 },
];

describe('questions inside a video', () => {
  it('holds the video at the first unanswered question in playing order', () => {
    expect(questionGate(questions)).toBe(10);
    expect(questionDue(questions, 9)).toBeNull();
    expect(questionDue(questions, 10)?.n).toBe(2);
    expect(pastQuestionGate(12, questions)).toBe(false);
    expect(pastQuestionGate(20, questions)).toBe(true);
    expect(allAnswered(questions)).toBe(false);
    expect(questionGate([{ n: 1, at: 5, answered: 1 }])).toBeNull();
  });

  it('checks that an answer fits its question and scores it', () => {
    expect(answerFits(0, ['a'], ['a', 'b'])).toBe(true);
    expect(answerFits(0, ['a', 'b'], ['a', 'b'])).toBe(false);
    expect(answerFits(1, ['a', 'b'], ['a', 'b'])).toBe(true);
    expect(answerFits(1, ['a', 'a'], ['a', 'b'])).toBe(false);
    expect(answerFits(2, ['z'], ['a', 'b'])).toBe(false);
    expect(answerIsRight(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(answerIsRight(['a'], ['a', 'b'])).toBe(false);
  });
});
