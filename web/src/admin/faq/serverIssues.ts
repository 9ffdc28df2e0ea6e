import { ApiError, type ErrorKey, type MessageKey, type Translate } from '@peilian/shared';
import { errorMessage } from '../../lib/errorMessage';
import { serverDetail } from '../data/errors';
import type { FaqDraft } from './faqForm';

type Field = keyof FaqDraft;

/** The field each rule of `faqBodySchema` is about (`faqAdmin.rules.<name>`). */
const RULE_FIELDS: Record<string, Field> = {
  questionRequired: 'question',
  questionTooLong: 'question',
  answerRequired: 'answer',
  answerTooLong: 'answer',
  similarRequired: 'similar',
  similarTooMany: 'similar',
  extendedRequired: 'extended',
  extendedAnswerRequired: 'extended',
  extendedTooMany: 'extended',
  sortRange: 'sort',
  emotionInvalid: 'emotion',
  keywordsTooMany: 'keywords',
  keywordsDuplicate: 'keywords',
  keywordTooLong: 'keywords',
  imagesTooMany: 'images',
  imageInvalid: 'images',
  imageDescriptionTooLong: 'images',
  thinkingInvalid: 'thinking',
  descriptionTooLong: 'description',
};

/** Refusals of a save that are about one field. */
const ERROR_FIELDS: Partial<Record<ErrorKey, Field>> = {
  'errors.library.catalogNotFound': 'catalogid',
};

/** What the server said about a failed save: its lines by the field they are about, the rest for the whole form. */
export interface ServerIssues {
  byField: Partial<Record<Field, string[]>>;
  general: string[];
}

export const NO_SERVER_ISSUES: ServerIssues = { byField: {}, general: [] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule's message in the admin's language as a pattern: its `{params}` stand for any text. */
function patternOf(t: Translate, key: MessageKey): RegExp {
  return new RegExp(`^${escape(t(key)).replace(/\\\{\w+\\\}/g, '.+?')}$`);
}

/**
 * Places the server's answer to a save on the form: each line of an invalid-input answer (the
 * shared rules' messages, translated by the server) on the field whose rule it is, a refusal about
 * one field (an unknown catalogue) on that field, anything else above the form.
 */
export function serverIssues(error: unknown, t: Translate): ServerIssues {
  const out: ServerIssues = { byField: {}, general: [] };
  const place = (field: Field | undefined, line: string) => {
    if (field) out.byField[field] = [...(out.byField[field] ?? []), line];
    else out.general.push(line);
  };
  const detail = serverDetail(error);
  if (detail.length === 0) {
    place(error instanceof ApiError && error.key ? ERROR_FIELDS[error.key] : undefined, errorMessage(error, t));
    return out;
  }
  const rules = Object.entries(RULE_FIELDS).map(([name, field]) => ({ field, pattern: patternOf(t, `faqAdmin.rules.${name}` as MessageKey) }));
  for (const line of detail) place(rules.find((rule) => rule.pattern.test(line.trim()))?.field, line);
  return out;
}
