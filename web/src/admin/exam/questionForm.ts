import {
  BANK_QUESTION_OPTIONS_MAX,
  charLength,
  checkQuestion,
  DEFAULT_QUESTION_LEVEL,
  DEFAULT_QUESTION_SCORE,
  isChoiceType,
  OPTION_LETTERS,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TIP_MAX,
  QUESTION_TYPES,
  type AdminQuestion,
  type Question,
  type QuestionIssue,
  type QuestionLevel,
  type QuestionOption,
  type QuestionType,
} from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';

/** How the question rules count a text: trimmed (`cleanedDraft`), by characters (`checkQuestion`). */
const questionLength = (text: string) => charLength(text.trim());

/** The question's limited texts, counted and worded as the question rules (`checkQuestion`) count and refuse them. */
export const QUESTION_TEXT_LIMITS = {
  text: { max: QUESTION_TEXT_MAX, tooLong: 'exam.rules.textTooLong', length: questionLength },
  promotion: { max: QUESTION_TIP_MAX, tooLong: 'exam.rules.promotionTooLong', length: questionLength },
  option: { max: OPTION_TEXT_MAX, tooLong: 'exam.rules.optionTextTooLong', length: questionLength },
} as const satisfies Record<string, TextLimit>;

/** The question dialog's state: a bank question being written (exam management's questions tab). */
export type QuestionDraft = Question;

/** The two option texts of a new judge question, in the admin's language. */
export type JudgeLabels = readonly [string, string];

function judgeOptions([yes, no]: JudgeLabels): QuestionOption[] {
  return [
    { id: 'A', content: yes, iscorrect: 1 },
    { id: 'B', content: no, iscorrect: 0 },
  ];
}

function blankOptions(count: number): QuestionOption[] {
  return Array.from({ length: count }, (_, index) => ({ id: OPTION_LETTERS[index] ?? String(index), content: '', iscorrect: 0 }));
}

/** A new question of a type in a catalogue: four empty options, judge's two, or none for fill. */
export function newDraft(type: QuestionType, catalog: string, judge: JudgeLabels): QuestionDraft {
  return {
    id: '',
    type,
    text: '',
    level: DEFAULT_QUESTION_LEVEL as QuestionLevel,
    score: DEFAULT_QUESTION_SCORE,
    promotion: '',
    answer: '',
    choices: type === QUESTION_TYPES.judge ? judgeOptions(judge) : isChoiceType(type) ? blankOptions(4) : [],
    catalog,
    disabled: 0,
  };
}

/** A bank question as the dialog edits it. */
export function draftOf(question: AdminQuestion): QuestionDraft {
  return {
    id: question.id,
    type: question.type as QuestionType,
    text: question.text,
    level: question.level as QuestionLevel,
    score: question.score,
    promotion: question.promotion,
    answer: question.answer,
    choices: question.choices.map((choice) => ({ ...choice, iscorrect: choice.iscorrect ? 1 : 0 })),
    catalog: question.catalog,
    disabled: question.disabled ? 1 : 0,
  };
}

/** Changing the type keeps the text and the options that still fit (fill has none, judge two). */
export function withType(draft: QuestionDraft, type: QuestionType, judge: JudgeLabels): QuestionDraft {
  if (type === draft.type) return draft;
  const fresh = newDraft(type, draft.catalog, judge);
  const keepOptions = isChoiceType(type) && type !== QUESTION_TYPES.judge && isChoiceType(draft.type) && draft.type !== QUESTION_TYPES.judge;
  return {
    ...draft,
    type,
    choices: keepOptions ? draft.choices.map((choice) => ({ ...choice, iscorrect: 0 })) : fresh.choices,
    answer: type === QUESTION_TYPES.fill ? draft.answer : '',
  };
}

/** Ticks an option: single and judge keep exactly one correct, multiple toggles. */
export function withCorrect(draft: QuestionDraft, index: number, correct: boolean): QuestionDraft {
  const single = draft.type !== QUESTION_TYPES.multiple;
  return {
    ...draft,
    choices: draft.choices.map((choice, at) => {
      if (at === index) return { ...choice, iscorrect: correct ? 1 : 0 };
      return single && correct ? { ...choice, iscorrect: 0 } : choice;
    }),
  };
}

/** Appends an option with the next free letter, up to the bank's 10. */
export function withAddedOption(draft: QuestionDraft): QuestionDraft {
  if (draft.choices.length >= BANK_QUESTION_OPTIONS_MAX) return draft;
  const used = new Set(draft.choices.map((choice) => choice.id));
  const id = OPTION_LETTERS.find((letter) => !used.has(letter)) ?? String(draft.choices.length);
  return { ...draft, choices: [...draft.choices, { id, content: '', iscorrect: 0 }] };
}

export function withoutOption(draft: QuestionDraft, index: number): QuestionDraft {
  return { ...draft, choices: draft.choices.filter((_, at) => at !== index) };
}

export function withOptionText(draft: QuestionDraft, index: number, content: string): QuestionDraft {
  return { ...draft, choices: draft.choices.map((choice, at) => (at === index ? { ...choice, content } : choice)) };
}

/** The draft as sent: texts trimmed, the rules of shared's `checkQuestion` in the bank. */
export function cleanedDraft(draft: QuestionDraft): QuestionDraft {
  return {
    ...draft,
    text: draft.text.trim(),
    promotion: draft.promotion.trim(),
    answer: draft.answer.trim(),
    choices: draft.choices.map((choice) => ({ ...choice, content: choice.content.trim() })),
  };
}

/** Issues by field (and option) to show inline; empty when the question may be saved. */
export function draftIssues(draft: QuestionDraft): QuestionIssue[] {
  return checkQuestion(cleanedDraft(draft), 'bank');
}

export function issuesFor(issues: readonly QuestionIssue[], field: QuestionIssue['field'], option?: number): QuestionIssue[] {
  return issues.filter((found) => found.field === field && found.option === option);
}
