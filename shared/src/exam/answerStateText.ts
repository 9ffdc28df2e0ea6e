import type { MessageKey } from '../i18n/messages.js';
import type { answerStateOf } from './attemptStore.js';

/** The i18n key that words a question's answer state for the learner: unanswered, saved, or waiting to be sent. */
export const ANSWER_STATE_TEXT = {
  unanswered: 'examLearner.questionUnanswered',
  synced: 'examLearner.questionSynced',
  unsynced: 'examLearner.questionUnsynced',
} as const satisfies Record<ReturnType<typeof answerStateOf>, MessageKey>;
