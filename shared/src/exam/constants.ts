/** Question types of admin §3 "Online question": 0 single, 1 multiple, 2 true/false (judge), 3 fill. */
export const QUESTION_TYPES = { single: 0, multiple: 1, judge: 2, fill: 3 } as const;
export type QuestionTypeName = keyof typeof QUESTION_TYPES;
export type QuestionType = (typeof QUESTION_TYPES)[QuestionTypeName];
/** Type names by type number, for i18n keys (`exam.type.single`) and logs. */
export const QUESTION_TYPE_NAMES: readonly QuestionTypeName[] = ['single', 'multiple', 'judge', 'fill'];

/** Question levels of admin §3: 1 low, 2 medium, 3 high. */
export const QUESTION_LEVELS = { low: 1, medium: 2, high: 3 } as const;
export type QuestionLevelName = keyof typeof QUESTION_LEVELS;
export type QuestionLevel = (typeof QUESTION_LEVELS)[QuestionLevelName];
export const QUESTION_LEVEL_NAMES: Readonly<Record<QuestionLevel, QuestionLevelName>> = { 1: 'low', 2: 'medium', 3: 'high' };

/** Option letters by position; the bank allows 10 options (BANK_QUESTION_OPTIONS_MAX), papers and imports 6 (A–F). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** True for a choice-type question (single, multiple, judge), whose truth is the options' correct flags. */
export function isChoiceType(type: number): type is 0 | 1 | 2 {
  return type === QUESTION_TYPES.single || type === QUESTION_TYPES.multiple || type === QUESTION_TYPES.judge;
}

// Numbers the spec leaves open, decided in docs/decisions.md ("Exams").

/** Answers given offline before the deadline are accepted when they arrive at most this late. */
export const EXAM_SAVE_GRACE_MS = 5 * 60 * 1000;
/** Longest exam duration, minutes (one day). */
export const EXAM_MINUTE_MAX = 1440;
/** Most questions in one paper (and so in one save). */
export const PAPER_QUESTIONS_MAX = 500;
/** Most blanks in one fill question, and characters of one blank's answer. */
export const FILL_BLANKS_MAX = 20;
export const FILL_BLANK_MAX = 200;
/** Characters a learner may type into one blank. */
export const FILL_TEXT_MAX = 200;
/** Longest question, option, catalogue or attempt id accepted from a client. */
export const EXAM_ID_MAX = 64;
/** An idempotency key chosen by the client for each save or submit. */
export const SAVE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Most random-draw rules one paper may have. */
export const DRAW_RULES_MAX = 50;
