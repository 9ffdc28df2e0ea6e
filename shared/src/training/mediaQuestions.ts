import { SEEK_TOLERANCE_S } from './seekGuard.js';

/**
 * The rules of questions inside a video or file (docs/training.md "Questions inside a video or
 * file"), run by the server authoritatively and by both apps to pause the video and hold the seek.
 */

/** The exam bank's numbers of the types a media's question may have (apart from `exam/constants`, which the mini-program's task subpackage does not carry). */
export const MEDIA_QUESTION_TYPE = { single: 0, multiple: 1, judge: 2 } as const;

/** Option letters by place, as the exam pages show them. */
export const mediaOptionLetter = (index: number): string => 'ABCDEFGHIJ'.charAt(index);

interface Placed {
  n: number;
  at: number;
  answered: number;
}

/** The first unanswered question in playing order (by point, then number), or null when all are answered. */
export function firstUnanswered<T extends Placed>(questions: readonly T[]): T | null {
  const open = questions.filter((question) => question.answered !== 1);
  open.sort((a, b) => a.at - b.at || a.n - b.n);
  return open[0] ?? null;
}

/**
 * The point a video may not be played or sought past (the first unanswered question's second),
 * or null when nothing holds it.
 */
export function questionGate(questions: readonly Placed[]): number | null {
  return firstUnanswered(questions)?.at ?? null;
}

/** True when a position lies past the gate (by more than the seek tolerance): refused like a seek. */
export function pastQuestionGate(position: number, questions: readonly Placed[]): boolean {
  const gate = questionGate(questions);
  return gate !== null && position > gate + SEEK_TOLERANCE_S;
}

/** The question a video playing at `position` must stop for: the first unanswered one it has reached. */
export function questionDue<T extends Placed>(questions: readonly T[], position: number): T | null {
  const next = firstUnanswered(questions);
  return next && position >= next.at ? next : null;
}

/** True when every question is answered (right or not): what a media's completion needs besides its time. */
export function allAnswered(questions: readonly Pick<Placed, 'answered'>[]): boolean {
  return questions.every((question) => question.answered === 1);
}

/**
 * Whether the chosen option ids fit the question: ids of its options, no repeats, exactly one for a
 * single-choice or true/false question, at least one for a multiple-choice question.
 */
export function answerFits(type: number, chosen: readonly string[], optionIds: readonly string[]): boolean {
  if (chosen.length === 0 || new Set(chosen).size !== chosen.length) return false;
  if (!chosen.every((id) => optionIds.includes(id))) return false;
  return type === MEDIA_QUESTION_TYPE.multiple || chosen.length === 1;
}

/** Right when the chosen options are exactly the correct ones. */
export function answerIsRight(chosen: readonly string[], correct: readonly string[]): boolean {
  return chosen.length === correct.length && correct.every((id) => chosen.includes(id));
}
