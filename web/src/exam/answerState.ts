import { mergeAnswers, type StoredAnswer } from '@peilian/shared';
import type { LocalAnswer } from './examStore';

/**
 * The attempt's answers on this device: the server's merged with the local ones (shared
 * `mergeAnswers`, newest wins); an answer is unsynced while its local save waits in the outbox.
 */
export function mergedAnswers(server: readonly StoredAnswer[], local: readonly LocalAnswer[]): Record<string, LocalAnswer> {
  const serverAnswers = server.map((answer) => ({ ...answer, scope: '', synced: true }));
  const localBySave = new Map(local.map((answer) => [`${answer.questionid}:${answer.saveid}`, answer]));
  const { answers } = mergeAnswers({}, [...serverAnswers, ...local]);
  const result: Record<string, LocalAnswer> = {};
  for (const [questionid, answer] of Object.entries(answers)) {
    const mine = localBySave.get(`${questionid}:${answer.saveid}`);
    result[questionid] = { ...answer, scope: mine?.scope ?? '', synced: mine ? mine.synced : true };
  }
  return result;
}
