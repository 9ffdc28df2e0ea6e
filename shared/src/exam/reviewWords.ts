import type { Translate } from '../i18n/messages.js';
import { QUESTION_TYPES } from './constants.js';
import { correctAnswerText, type ReviewItem } from './learnerView.js';

/** What a review row needs to word its answers. */
export type WordedItem = Pick<ReviewItem, 'type' | 'choices' | 'answer' | 'answered' | 'yours'>;

/** The learner's answer and the correct one as the review shows them (`correct` null where the exam hides it). */
export interface ReviewAnswerWords {
  yours: string;
  correct: string | null;
}

/** Separators of a row's parts: between picked options and between blanks. */
export interface ReviewSeparators {
  choices?: string;
  blanks?: string;
}

/** A true/false question's options are its words (正确 / 错误); other options are named by their letters. */
const optionWords = (item: WordedItem, ids: readonly string[]): string[] =>
  item.type === QUESTION_TYPES.judge ? ids.map((id) => item.choices.find((choice) => choice.id === id)?.content ?? id) : [...ids];

/**
 * The learner's answer in words: picked options (a true/false question's by their text), or every
 * blank in order with an empty one said as "not answered", so no blank leaves a dangling separator.
 */
export function yourAnswerWords(item: WordedItem, t: Translate, separators: ReviewSeparators = {}): string {
  const noAnswer = t('examLearner.noAnswer');
  if (!item.answered) return noAnswer;
  if (item.type === QUESTION_TYPES.fill) {
    const blanks = item.yours.fills.map((fill) => fill.trim());
    if (!blanks.some(Boolean)) return noAnswer;
    return blanks.map((fill) => fill || noAnswer).join(separators.blanks ?? ', ');
  }
  const picked = optionWords(item, item.yours.choices);
  return picked.length > 0 ? picked.join(separators.choices ?? ', ') : noAnswer;
}

/** The correct answer in the same words as `yourAnswerWords`; null where the exam does not show answers. */
export function correctAnswerWords(item: WordedItem): string | null {
  const text = correctAnswerText(item);
  if (text === null || item.type !== QUESTION_TYPES.judge) return text;
  const ids = item.choices.filter((choice) => choice.iscorrect === 1).map((choice) => choice.id);
  return optionWords(item, ids).join(', ');
}

/** Both answers of a review row, worded for the learner. */
export function reviewAnswerWords(item: WordedItem, t: Translate, separators: ReviewSeparators = {}): ReviewAnswerWords {
  return { yours: yourAnswerWords(item, t, separators), correct: correctAnswerWords(item) };
}
