import type { LearnerQuestion } from '../schemas/exam.js';
import type { AnswerInput, QuestionScore } from './scoring.js';
import { fillBlankCount, type Question } from './question.js';
import { QUESTION_TYPES } from './constants.js';
import type { ReviewVisibility } from './review.js';

/**
 * What leaves the server about a question, in one place for the server's presenters and the admin
 * preview: while answering nothing that gives the answer away; in review only what the exam shows.
 */

/** A question for answering: options without correct flags, the number of blanks instead of the answer. */
export function toLearnerQuestion(question: Question): LearnerQuestion {
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    level: question.level,
    score: question.score,
    choices: question.choices.map((choice) => ({ id: choice.id, content: choice.content })),
    blanks: question.type === QUESTION_TYPES.fill ? fillBlankCount(question.answer) : 0,
  };
}

export interface ReviewItem {
  questionid: string;
  type: Question['type'];
  text: string;
  score: number;
  earned: number;
  correct: boolean;
  answered: boolean;
  yours: { choices: string[]; fills: string[] };
  choices: { id: string; content: string; iscorrect?: number }[];
  answer?: string;
  promotion?: string;
}

/** One review row: marks always, the correct flags, answer and tip only when answers are visible. */
export function toReviewItem(question: Question, answer: AnswerInput | undefined, scored: QuestionScore, visibility: ReviewVisibility): ReviewItem {
  const item: ReviewItem = {
    questionid: question.id,
    type: question.type,
    text: question.text,
    score: scored.max,
    earned: scored.earned,
    correct: scored.correct,
    answered: scored.answered,
    yours: { choices: [...(answer?.choices ?? [])], fills: [...(answer?.fills ?? [])] },
    choices: question.choices.map((choice) =>
      visibility.answers ? { id: choice.id, content: choice.content, iscorrect: choice.iscorrect } : { id: choice.id, content: choice.content },
    ),
  };
  if (visibility.answers) {
    // A choice question's answer is its correct flags; its `answer` column is empty.
    if (question.type === QUESTION_TYPES.fill) item.answer = question.answer;
    item.promotion = question.promotion;
  }
  return item;
}

/**
 * The one correct-answer text of a review row: the correct options' ids of a choice question, the
 * blanks' answers of a fill question; null where the exam does not show answers.
 */
export function correctAnswerText(item: Pick<ReviewItem, 'type' | 'choices' | 'answer'>): string | null {
  const text =
    item.type === QUESTION_TYPES.fill
      ? (item.answer ?? '')
      : item.choices
          .filter((choice) => choice.iscorrect === 1)
          .map((choice) => choice.id)
          .join(', ');
  return text.trim() ? text : null;
}
