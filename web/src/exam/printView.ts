import { QUESTION_TYPES, yourAnswerWords, zonedTimeText, type ExamResultResponse, type MessageKey, type Translate } from '@peilian/shared';

/** One question of a result's review, as the server answers it. */
export type ReviewItem = ExamResultResponse['review'][number];

/** An option on the printed page: the learner's pick, and whether it is right when the exam shows answers. */
export interface PrintedChoice {
  id: string;
  content: string;
  chosen: boolean;
  /** null while the exam does not show the correct answers. */
  correct: boolean | null;
}

const TYPE_KEYS: Record<number, MessageKey> = {
  [QUESTION_TYPES.single]: 'examLearner.typeSingle',
  [QUESTION_TYPES.multiple]: 'examLearner.typeMultiple',
  [QUESTION_TYPES.judge]: 'examLearner.typeJudge',
  [QUESTION_TYPES.fill]: 'examLearner.typeFill',
};

/** The label of a question type. */
export const questionTypeKey = (type: number): MessageKey => TYPE_KEYS[type] ?? 'examLearner.typeSingle';

/** The options of a choice question with the learner's picks and, where shown, the right ones. */
export function printedChoices(item: ReviewItem): PrintedChoice[] {
  const shown = item.choices.some((choice) => choice.iscorrect !== undefined);
  return item.choices.map((choice) => ({
    id: choice.id,
    content: choice.content,
    chosen: item.yours.choices.includes(choice.id),
    correct: shown ? choice.iscorrect === 1 : null,
  }));
}

/** The learner's answer as the printed page words it (shared `yourAnswerWords`, blanks apart as the language writes a list), or null when unanswered. */
export function yourAnswerText(item: ReviewItem, t: Translate): string | null {
  return item.answered ? yourAnswerWords(item, t, { blanks: t('examWeb.print.blanks') }) : null;
}

/** A labelled line of the printed page ("Your answer: …"), punctuated as the language writes it. */
export function labelledText(t: Translate, label: MessageKey, text: string): string {
  return t('examWeb.print.labelled', { label: t(label), text });
}

/** The printed result: passed or not, with the pass score in brackets of the language. */
export function resultText(t: Translate, passed: boolean, passScore: number): string {
  return t('examWeb.print.resultLine', { result: t(passed ? 'exam.taking.passed' : 'exam.taking.notPassed'), score: passScore });
}

/** A result's time as the printed page shows it: `YYYY-MM-DD HH:mm` in the organisation's zone. */
export const printTime = (ms: number, zone: string): string => zonedTimeText(ms, zone);
