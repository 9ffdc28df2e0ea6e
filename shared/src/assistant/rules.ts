import type { MessageKey } from '../i18n/messages.js';
import { ASSISTANT_LIMITS } from './limits.js';

/** What is wrong with a question (the ask schema's rules, checked before sending), or null. */
export function questionProblem(text: string): MessageKey | null {
  const question = text.trim();
  if (!question) return 'assistant.rules.questionRequired';
  return question.length > ASSISTANT_LIMITS.questionMax ? 'assistant.rules.questionTooLong' : null;
}

/** What is wrong with a search text ("search text required"), or null. */
export function searchProblem(text: string): MessageKey | null {
  const value = text.trim();
  if (!value) return 'assistant.rules.searchRequired';
  return value.length > ASSISTANT_LIMITS.searchMax ? 'assistant.rules.searchTooLong' : null;
}
