import type { ExamSaveResponse } from '../schemas/exam.js';
import { mergeAnswers, type StoredAnswer } from './answers.js';

/**
 * An attempt's answers as a learner's device keeps them: every answer stored the moment it is
 * given, under the save id it will be sent with, and sent from an outbox until the server
 * acknowledges it. Pure: the storage, the save call and the clock are the caller's.
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

/** What syncing an outbox needs: its unsynced answers, the save call and the acknowledgement. */
export interface OutboxPort<T extends StoredAnswer = LocalAnswer> {
  pending: () => Promise<T[]>;
  save: (answer: T) => Promise<ExamSaveResponse>;
  acknowledge: (answer: T) => Promise<unknown>;
}

export interface FlushResult {
  /** Saves the server acknowledged in this flush. */
  sent: number;
  /** Answers still waiting (the network failed). */
  left: number;
  /** The server says the attempt is submitted (by the learner, the deadline or another device). */
  submitted: boolean;
  error: unknown;
}

/**
 * Sends every unsynced answer, oldest first, each as its own save under the save id it was given
 * when the learner answered — so a save sent twice (a lost response, a retry, a reopened app) is the
 * same save to the server. Stops at the first failure; what is left stays for the next flush. Once
 * the server says the attempt is submitted the rest are still sent: answers given before the
 * deadline count when they arrive within the grace window. An answer the server refused is
 * acknowledged too: it can never be accepted.
 */
export async function flushOutbox<T extends StoredAnswer>(port: OutboxPort<T>): Promise<FlushResult> {
  const pending = (await port.pending()).sort((a, b) => a.at - b.at || (a.saveid < b.saveid ? -1 : 1));
  let sent = 0;
  let submitted = false;
  for (const answer of pending) {
    let response: ExamSaveResponse;
    try {
      response = await port.save(answer);
    } catch (error) {
      return { sent, left: pending.length - sent, submitted: false, error };
    }
    await port.acknowledge(answer);
    sent += 1;
    submitted ||= response.status === 'submitted';
  }
  return { sent, left: 0, submitted, error: null };
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
