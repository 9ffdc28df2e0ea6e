import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import {
  BANK_QUESTION_OPTIONS_MAX,
  DEFAULT_QUESTION_LEVEL,
  DEFAULT_QUESTION_SCORE,
  OPTION_TEXT_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TIP_MAX,
  TOTAL_SCORE,
} from '../limits.js';
import type { ValidationIssue } from '../validators/rules.js';
import {
  EXAM_ID_MAX,
  FILL_BLANK_MAX,
  FILL_BLANKS_MAX,
  isChoiceType,
  OPTION_LETTERS,
  QUESTION_TYPES,
  type QuestionLevel,
  type QuestionType,
} from './constants.js';
import { isValidScore } from './score.js';
import { cleanText } from '../validators/plainText.js';
import { charLength, splitCommaList } from './text.js';

/** An option of a choice question (admin §3 "choices (id, content, iscorrect)"). */
export interface QuestionOption {
  id: string;
  content: string;
  iscorrect: 0 | 1;
}

/** A question of the bank or of a paper (admin §3 "Online question"). */
export interface Question {
  id: string;
  type: QuestionType;
  text: string;
  level: QuestionLevel;
  score: number;
  /** The tip / explanation shown in review (≤ 128). */
  promotion: string;
  /** Fill questions: the blanks' answers, comma-separated (',' or '，'), '|' between alternatives. */
  answer: string;
  choices: QuestionOption[];
  /** Catalogue id. */
  catalog: string;
  disabled: 0 | 1;
}

/** Where a question lives decides its option limit: 10 in the bank, 6 in a paper. */
export type QuestionContext = 'bank' | 'paper';

export type QuestionField = 'type' | 'text' | 'level' | 'score' | 'promotion' | 'choices' | 'answer';

/** A failed question check, with the field (and option index) to highlight. */
export interface QuestionIssue extends ValidationIssue {
  field: QuestionField;
  option?: number;
}

function issue(field: QuestionField, key: MessageKey, params?: ValidationIssue['params'], option?: number): QuestionIssue {
  return { field, key, ...(params ? { params } : {}), ...(option === undefined ? {} : { option }) };
}

/** The blanks of a fill answer, in order; each blank may list alternatives separated by '|'. */
export function fillBlanks(answer: string): string[][] {
  if (!answer.trim()) return [];
  return splitCommaList(answer).map((blank) =>
    blank
      .split(/[|｜]/)
      .map((alternative) => alternative.trim())
      .filter(Boolean),
  );
}

/** How many blanks a fill question has (what the learner's form shows). */
export function fillBlankCount(answer: string): number {
  return fillBlanks(answer).length;
}

/** The correct options' letters by position ("A,C"), the answer column of an export. */
export function choiceAnswerLetters(choices: readonly Pick<QuestionOption, 'iscorrect'>[]): string {
  return choices.flatMap((choice, index) => (choice.iscorrect === 1 ? [OPTION_LETTERS[index] ?? ''] : [])).join(',');
}

function checkChoices(question: Question, context: QuestionContext): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  const max = context === 'bank' ? BANK_QUESTION_OPTIONS_MAX : QUESTION_OPTIONS_MAX;
  const { type, choices } = question;
  if (type === QUESTION_TYPES.judge && choices.length !== 2) issues.push(issue('choices', 'exam.rules.judgeNeedsTwoOptions'));
  else if (choices.length < 2) issues.push(issue('choices', 'exam.rules.optionsTooFew', { min: 2 }));
  if (choices.length > max) issues.push(issue('choices', 'exam.rules.optionsTooMany', { max }));
  const ids = new Set<string>();
  choices.forEach((choice, index) => {
    if (!choice.content) issues.push(issue('choices', 'exam.rules.optionTextRequired', undefined, index));
    else if (charLength(choice.content) > OPTION_TEXT_MAX) issues.push(issue('choices', 'exam.rules.optionTextTooLong', { max: OPTION_TEXT_MAX }, index));
    if (ids.has(choice.id)) issues.push(issue('choices', 'exam.rules.optionIdDuplicate', undefined, index));
    ids.add(choice.id);
  });
  const correct = choices.filter((choice) => choice.iscorrect === 1).length;
  if (type === QUESTION_TYPES.single && correct !== 1) issues.push(issue('answer', 'exam.rules.singleNeedsOne'));
  if (type === QUESTION_TYPES.judge && correct !== 1) issues.push(issue('answer', 'exam.rules.judgeNeedsOne'));
  if (type === QUESTION_TYPES.multiple && correct < 2) issues.push(issue('answer', 'exam.rules.multipleNeedsTwo'));
  return issues;
}

function checkFill(question: Question): QuestionIssue[] {
  if (question.choices.length > 0) return [issue('choices', 'exam.rules.fillHasOptions')];
  const blanks = fillBlanks(question.answer);
  if (blanks.length === 0) return [issue('answer', 'exam.rules.fillAnswerRequired')];
  const issues: QuestionIssue[] = [];
  if (blanks.length > FILL_BLANKS_MAX) issues.push(issue('answer', 'exam.rules.fillTooManyBlanks', { max: FILL_BLANKS_MAX }));
  if (blanks.some((alternatives) => alternatives.length === 0)) issues.push(issue('answer', 'exam.rules.fillBlankEmpty'));
  if (blanks.some((alternatives) => alternatives.some((text) => charLength(text) > FILL_BLANK_MAX))) {
    issues.push(issue('answer', 'exam.rules.fillBlankTooLong', { max: FILL_BLANK_MAX }));
  }
  return issues;
}

/**
 * Every rule of a question (admin §3, §5 "Exam"): text 1–500, level 1–3, score 0–100 with one
 * decimal, tip ≤ 128; choice questions need 2 to 6 options (10 in the bank) of 1–200 characters,
 * single and judge exactly one correct option (judge exactly two options), multiple at least two;
 * fill questions need their comma-separated answers, none blank, and no options.
 */
export function checkQuestion(question: Question, context: QuestionContext): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  if (!question.text) issues.push(issue('text', 'exam.rules.textRequired'));
  else if (charLength(question.text) > QUESTION_TEXT_MAX) issues.push(issue('text', 'exam.rules.textTooLong', { max: QUESTION_TEXT_MAX }));
  if (![1, 2, 3].includes(question.level)) issues.push(issue('level', 'exam.rules.levelInvalid'));
  if (!isValidScore(question.score)) issues.push(issue('score', 'exam.rules.scoreInvalid', { max: TOTAL_SCORE }));
  if (charLength(question.promotion) > QUESTION_TIP_MAX) issues.push(issue('promotion', 'exam.rules.promotionTooLong', { max: QUESTION_TIP_MAX }));
  if (isChoiceType(question.type)) issues.push(...checkChoices(question, context));
  else if (question.type === QUESTION_TYPES.fill) issues.push(...checkFill(question));
  else issues.push(issue('type', 'exam.rules.typeInvalid'));
  return issues;
}

const idSchema = z.string().trim().max(EXAM_ID_MAX);
const textSchema = z.string().transform(cleanText);
const zeroOne = z.preprocess(
  (value) => (value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : value),
  z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
);

export const questionOptionSchema = z.object({
  id: idSchema.min(1),
  content: textSchema,
  iscorrect: zeroOne.default(0),
});

const questionShape = z.object({
  id: idSchema.default(''),
  type: z.coerce
    .number({ error: 'exam.rules.typeInvalid' })
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'exam.rules.typeInvalid' })),
  text: textSchema,
  level: z.coerce
    .number({ error: 'exam.rules.levelInvalid' })
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'exam.rules.levelInvalid' }))
    .default(DEFAULT_QUESTION_LEVEL as QuestionLevel),
  score: z.coerce.number({ error: 'exam.rules.scoreInvalid' }).default(DEFAULT_QUESTION_SCORE),
  promotion: textSchema.default(''),
  answer: textSchema.default(''),
  // The bank's maximum plus slack: the exact limit is a rule with its own message below.
  choices: z
    .array(questionOptionSchema)
    .max(BANK_QUESTION_OPTIONS_MAX * 2)
    .default([]),
  catalog: idSchema.default(''),
  disabled: zeroOne.default(0),
});

function questionSchemaFor(context: QuestionContext) {
  return questionShape.superRefine((question, ctx) => {
    for (const found of checkQuestion(question, context)) {
      const path: (string | number)[] = found.option === undefined ? [found.field] : [found.field, found.option];
      ctx.addIssue({ code: 'custom', message: found.key, path, ...(found.params ? { params: found.params } : {}) });
    }
  });
}

/** A question saved in the bank (`POST/PUT api/admin/study/question`); messages are i18n keys. */
export const bankQuestionSchema = questionSchemaFor('bank');
/** A question as a paper holds it (at most 6 options); messages are i18n keys. */
export const paperQuestionSchema = questionSchemaFor('paper');
