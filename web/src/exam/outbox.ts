import type { ExamSaveResponse } from '@peilian/shared';
import type { LocalAnswer } from './examStore';

/** What syncing the outbox needs: the unsynced answers, the save call and the acknowledgement. */
export interface OutboxPort {
  pending: () => Promise<LocalAnswer[]>;
  save: (answer: LocalAnswer) => Promise<ExamSaveResponse>;
  acknowledge: (answer: LocalAnswer) => Promise<unknown>;
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
 * when the learner answered — so a save sent twice (a lost response, a retry, a reload) is the same
 * save to the server. Stops at the first failure; what is left stays for the next flush. Once the
 * server says the attempt is submitted (the deadline passed) the rest are still sent: answers given
 * before the deadline count when they arrive within the grace window. An answer the server refused
 * is acknowledged too: it can never be accepted.
 */
export async function flushOutbox(port: OutboxPort): Promise<FlushResult> {
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

/** Retry delays after failed flushes: 1 s doubling to 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** A save id (shared `SAVE_ID_PATTERN`): a UUID where the browser makes one, else 32 random hex digits. */
export function newSaveId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
