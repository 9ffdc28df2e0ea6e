import { isChoiceType, QUESTION_TYPES } from './constants.js';
import { fillBlanks, type Question } from './question.js';
import { roundScore, sumScores, toTenths } from './score.js';
import { normaliseAnswerText, splitCommaList } from './text.js';

/** What scoring reads of a question. */
export type ScorableQuestion = Pick<Question, 'id' | 'type' | 'score' | 'answer'> & {
  choices: readonly { id: string; iscorrect: number }[];
};

/** What scoring reads of a learner's answer: chosen option ids (choice types) or blank texts (fill). */
export interface AnswerInput {
  choices?: readonly string[];
  fills?: readonly string[];
}

export interface QuestionScore {
  questionid: string;
  /** Points earned: the full score or 0 (no partial credit, docs/decisions.md "Exams"). */
  earned: number;
  max: number;
  correct: boolean;
  answered: boolean;
}

export interface PaperScore {
  /** Sum of points earned, one decimal. */
  score: number;
  /** Sum of the questions' scores, one decimal. */
  max: number;
  correctCount: number;
  answeredCount: number;
  items: QuestionScore[];
}

function isAnswered(question: ScorableQuestion, answer: AnswerInput | undefined): boolean {
  if (!answer) return false;
  if (question.type === QUESTION_TYPES.fill) return (answer.fills ?? []).some((text) => text.trim() !== '');
  return (answer.choices ?? []).length > 0;
}

/** Choice questions: right when the set of chosen options is exactly the set of correct ones. */
function choicesCorrect(question: ScorableQuestion, chosen: readonly string[]): boolean {
  const correct = new Set(question.choices.filter((choice) => choice.iscorrect === 1).map((choice) => choice.id));
  const given = new Set(chosen);
  if (correct.size === 0 || given.size !== correct.size) return false;
  if (question.type !== QUESTION_TYPES.multiple && given.size !== 1) return false;
  for (const id of given) if (!correct.has(id)) return false;
  return true;
}

/**
 * The learner's blank texts in order. One text for a question of several blanks is read as a
 * comma list (',' or '，'), so a single input box works as well as one box per blank.
 */
export function learnerBlanks(fills: readonly string[], blankCount: number): string[] {
  if (fills.length === 1 && blankCount > 1) return splitCommaList(fills[0] ?? '');
  return [...fills];
}

/** Fill questions: every blank, in order, equals one of its alternatives after normalisation. */
function fillCorrect(question: ScorableQuestion, fills: readonly string[]): boolean {
  const expected = fillBlanks(question.answer);
  if (expected.length === 0) return false;
  const given = learnerBlanks(fills, expected.length);
  if (given.length !== expected.length) return false;
  return expected.every((alternatives, index) => {
    const text = normaliseAnswerText(given[index] ?? '');
    return text !== '' && alternatives.some((alternative) => normaliseAnswerText(alternative) === text);
  });
}

/**
 * Scores one question: single, judge and multiple by exact set of options, fill by every blank in
 * order after full-/half-width, case and whitespace folding. All or nothing.
 */
export function scoreQuestion(question: ScorableQuestion, answer: AnswerInput | undefined): QuestionScore {
  const max = roundScore(question.score);
  const answered = isAnswered(question, answer);
  let correct = false;
  if (answered && answer) {
    if (isChoiceType(question.type)) correct = choicesCorrect(question, answer.choices ?? []);
    else if (question.type === QUESTION_TYPES.fill) correct = fillCorrect(question, answer.fills ?? []);
  }
  return { questionid: question.id, earned: correct ? max : 0, max, correct, answered };
}

/** Scores a whole paper; answers are looked up by question id (missing = unanswered). */
export function scorePaper(questions: readonly ScorableQuestion[], answers: Readonly<Record<string, AnswerInput | undefined>>): PaperScore {
  const items = questions.map((question) =>
    scoreQuestion(question, Object.prototype.hasOwnProperty.call(answers, question.id) ? answers[question.id] : undefined),
  );
  return {
    score: sumScores(items.map((item) => item.earned)),
    max: sumScores(items.map((item) => item.max)),
    correctCount: items.filter((item) => item.correct).length,
    answeredCount: items.filter((item) => item.answered).length,
    items,
  };
}

/** Passed when the score reaches the pass score (compared in whole tenths). */
export function isPassed(score: number, passScore: number): boolean {
  return toTenths(score) >= toTenths(passScore);
}
