import { mergeAnswers, type StoredAnswer } from './answers.js';

/**
 * An attempt's answers as a learner's device keeps them: every answer stored the moment it is
 * given, under the save id it will be sent with, and sent from an outbox until the server
 * acknowledges it (`createAttemptOutbox`). Pure: the storage, the save call and the clock are the caller's.
 */

/** One question's latest answer on the device; `synced` once the server acknowledged its save. */
export interface LocalAnswer extends StoredAnswer {
  synced: boolean;
}

/**
 * The attempt's answers on the device: the server's merged with the device's (shared
 * `mergeAnswers`, newest wins); an answer is unsynced while its own save waits in the outbox.
 */
export function mergeLocalAnswers(server: readonly StoredAnswer[], local: readonly LocalAnswer[]): Record<string, LocalAnswer> {
  const localBySave = new Map(local.map((answer) => [`${answer.questionid}:${answer.saveid}`, answer]));
  // A save the server already holds is synced, whatever this device last noted of it.
  const held = new Set(server.map((answer) => `${answer.questionid}:${answer.saveid}`));
  const { answers } = mergeAnswers({}, [...server, ...local]);
  const result: Record<string, LocalAnswer> = {};
  for (const [questionid, answer] of Object.entries(answers)) {
    const mine = localBySave.get(`${questionid}:${answer.saveid}`);
    const { questionid: id, choices, fills, at, saveid } = answer;
    Object.defineProperty(result, questionid, {
      value: { questionid: id, choices, fills, at, saveid, synced: !mine || mine.synced || held.has(`${questionid}:${saveid}`) },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/** A save id (shared `SAVE_ID_PATTERN`) from 16 random bytes: 32 hex digits. */
export function saveIdFromBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Save ids made without waiting: a random seed (32 hex digits, made once when the attempt opens)
 * and a counter, so an answer goes to storage in the same tap that gave it. Unique as long as
 * every opening gets a fresh seed; each fits `SAVE_ID_PATTERN`.
 */
export function saveIdSequence(seed: string): () => string {
  let count = 0;
  return () => `${seed}-${(count += 1).toString(36)}`;
}

/** A countdown as H:MM:SS, or MM:SS under an hour; never below zero. */
export function countdownText(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds || 0));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
