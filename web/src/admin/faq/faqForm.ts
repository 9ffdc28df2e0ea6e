import {
  EMOTION_RANGE,
  FAQ_DESCRIPTION_MAX,
  FAQ_IMAGE_DESCRIPTION_MAX,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  faqBodySchema,
  STANDARD_ANSWER_MAX,
  type AdminFaq,
  type MessageKey,
} from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';
import type { FormIssue } from '../blocks/formIssues';
import { toValidationIssue, type SchemaIssue } from '../blocks/schemaIssues';
import type { FaqBodyInput } from './faqQueries';

/** The editor's limited texts, each with the message the server's rule (`faqBodySchema`) refuses a longer one with. */
export const FAQ_TEXT_LIMITS = {
  question: { max: FAQ_QUESTION_MAX, tooLong: 'faqAdmin.rules.questionTooLong' },
  answer: { max: STANDARD_ANSWER_MAX, tooLong: 'faqAdmin.rules.answerTooLong' },
  description: { max: FAQ_DESCRIPTION_MAX, tooLong: 'faqAdmin.rules.descriptionTooLong' },
  imageDescription: { max: FAQ_IMAGE_DESCRIPTION_MAX, tooLong: 'faqAdmin.rules.imageDescriptionTooLong' },
} as const satisfies Record<string, TextLimit>;

/** A question and its answer: a similar question ('' answer = the standard one) or an extended one. */
export interface QaRow {
  question: string;
  answer: string;
}

export interface FaqImageRow {
  path: string;
  description: string;
}

/** The FAQ editor's state (admin §2 editbank, §3 "Question bank (FAQ) question"); id '' when new. */
export interface FaqDraft {
  id: string;
  catalogid: string;
  question: string;
  answer: string;
  /** null: above every question of the bank (the server puts it first). */
  sort: number | null;
  emotion: number;
  keywords: string;
  similar: QaRow[];
  extended: QaRow[];
  images: FaqImageRow[];
  thinking: 0 | 1;
  description: string;
}

/** A new question, in the catalogue chosen on the list ('' none). */
export function newFaqDraft(catalogid = ''): FaqDraft {
  return {
    id: '',
    catalogid,
    question: '',
    answer: '',
    sort: null,
    emotion: EMOTION_RANGE.min,
    keywords: '',
    similar: [],
    extended: [],
    images: [],
    thinking: 0,
    description: '',
  };
}

/** A stored question as the editor edits it. */
export function faqDraftOf(faq: AdminFaq): FaqDraft {
  return {
    id: faq.id,
    catalogid: faq.catalogid,
    question: faq.question,
    answer: faq.answer,
    sort: faq.sort,
    emotion: faq.emotion,
    keywords: faq.keywords,
    similar: faq.similar.map((row) => ({ ...row })),
    extended: faq.extended.map((row) => ({ ...row })),
    images: faq.images.map((row) => ({ ...row })),
    thinking: faq.thinking ? 1 : 0,
    description: faq.description,
  };
}

/** The body as sent: an empty sort is left to the server (the top of the bank). */
export function faqBody({ id: _id, sort, ...draft }: FaqDraft): FaqBodyInput {
  return { ...draft, sort: sort ?? '' };
}

/** Messages the shared schema gives as i18n keys; anything else reads as "invalid input". */
const KEY = /^(faqAdmin|errors)\.[A-Za-z.]+$/;

/** What keeps the question from being saved: the server's own rules (`faqBodySchema`), by field and row. */
export function faqIssues(draft: FaqDraft): FormIssue[] {
  const result = faqBodySchema.safeParse(faqBody(draft));
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const key = (KEY.test(issue.message) ? issue.message : 'validation.invalidValue') as MessageKey;
    return { field: String(issue.path[0] ?? ''), path: issue.path, key, params: toValidationIssue(issue as SchemaIssue).params ?? {} };
  });
}

/** The texts the AI dialog must not suggest again: the standard question and the similar ones. */
export function similarTexts(draft: Pick<FaqDraft, 'question' | 'similar'>): string[] {
  return [draft.question, ...draft.similar.map((row) => row.question)].map((text) => text.trim()).filter(Boolean);
}

/** Appends similar questions (their answer left to the standard one) up to the bank's maximum; says how many fit. */
export function withSimilarAdded(draft: FaqDraft, questions: readonly string[]): { draft: FaqDraft; added: number } {
  const room = Math.max(0, FAQ_SIMILAR_MAX - draft.similar.length);
  const taken = questions.slice(0, room);
  return { draft: { ...draft, similar: [...draft.similar, ...taken.map((question) => ({ question, answer: '' }))] }, added: taken.length };
}

/** A list with one row changed. */
export function withRow<R>(rows: readonly R[], index: number, change: Partial<R>): R[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}

/** A list without one row. */
export function withoutRow<R>(rows: readonly R[], index: number): R[] {
  return rows.filter((_, at) => at !== index);
}
