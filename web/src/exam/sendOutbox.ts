import { flushOutbox, type FlushResult, type LocalAnswer } from '@peilian/shared';
import { saveAnswers } from './examApi';
import { listAnswers, markSynced } from './examStore';

/** Sends an attempt's unsynced answers kept on this device (shared `flushOutbox`). */
export function sendOutbox(childId: string, attemptKey: string, scope: string, acknowledged?: (answer: LocalAnswer) => void): Promise<FlushResult> {
  return flushOutbox({
    pending: async () => (await listAnswers(scope)).filter((answer) => !answer.synced),
    save: ({ questionid, choices, fills, at, saveid }) => saveAnswers(childId, attemptKey, { saveid, at, items: [{ questionid, choices, fills, at }] }),
    acknowledge: async (answer) => {
      if (await markSynced(scope, answer.questionid, answer.saveid)) acknowledged?.(answer);
    },
  });
}
