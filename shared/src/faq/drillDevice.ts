import type { KeptSessionStorage } from '../practice/keptSession.js';
import type { FaqDrill, FaqDrillQuestion } from '../schemas/faq.js';

/**
 * What a drill keeps on the device (docs/faq.md "The drill"): answers given but not yet
 * acknowledged, and the running free-practice drill so that reopening it resumes. Storage that
 * refuses (private mode, full) is tolerated: the drill goes on, only without the safety net.
 */

/** An answer as sent: kept until the server acknowledged it. */
export interface PendingAnswer {
  seq: number;
  text: string;
  mode: 'typed' | 'voice';
  elapsedms: number;
}

const pendingKey = (drillId: string) => `peilian.faq.pending.${drillId}`;
const FREE_DRILL_KEY = 'peilian.faq.free';

function isPending(value: unknown): value is PendingAnswer {
  const item = value as Partial<PendingAnswer> | null;
  return (
    typeof item?.seq === 'number' && typeof item.text === 'string' && (item.mode === 'typed' || item.mode === 'voice') && typeof item.elapsedms === 'number'
  );
}

/** The answers of a drill waiting to be sent, in question order. */
export function pendingAnswers(storage: KeptSessionStorage, drillId: string): PendingAnswer[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pendingKey(drillId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending).sort((a, b) => a.seq - b.seq) : [];
  } catch {
    return [];
  }
}

function write(storage: KeptSessionStorage, drillId: string, answers: readonly PendingAnswer[]): void {
  try {
    if (answers.length === 0) storage.removeItem(pendingKey(drillId));
    else storage.setItem(pendingKey(drillId), JSON.stringify(answers));
  } catch {
    // Storage refused: the answer is still sent from memory.
  }
}

/** Keeps an answer (the first one of its question wins, as on the server). */
export function keepPending(storage: KeptSessionStorage, drillId: string, answer: PendingAnswer): void {
  const kept = pendingAnswers(storage, drillId);
  if (!kept.some((item) => item.seq === answer.seq)) write(storage, drillId, [...kept, answer]);
}

export function forgetPending(storage: KeptSessionStorage, drillId: string, seq: number): void {
  write(
    storage,
    drillId,
    pendingAnswers(storage, drillId).filter((item) => item.seq !== seq),
  );
}

/** The running free-practice drill, '' when none. */
export function keptFreeDrill(storage: KeptSessionStorage): string {
  try {
    return storage.getItem(FREE_DRILL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps (or with '' forgets) the running free-practice drill. */
export function keepFreeDrill(storage: KeptSessionStorage, drillId: string): void {
  try {
    if (drillId) storage.setItem(FREE_DRILL_KEY, drillId);
    else storage.removeItem(FREE_DRILL_KEY);
  } catch {
    // Storage refused: the next visit starts a new drill.
  }
}

/** The time a question gives: the answer time, plus the thinking time when the question allows it. */
export function answerLimitMs(drill: Pick<FaqDrill, 'answerseconds' | 'thinkingseconds'>, question: Pick<FaqDrillQuestion, 'thinking'>): number {
  return (drill.answerseconds + (question.thinking === 1 ? drill.thinkingseconds : 0)) * 1000;
}
