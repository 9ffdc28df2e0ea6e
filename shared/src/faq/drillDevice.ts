import { storedRecords, type DeviceStorage, type SyncDeviceRecords } from '../outbox/deviceStorage.js';
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

/** An earlier version kept a drill's answers as a plain list: read as records by seq. */
const olderPending = (stored: unknown): unknown[] => (Array.isArray(stored) ? stored.filter(isPending).map((answer) => [String(answer.seq), answer]) : []);

/** A drill's answers kept on the device until the server acknowledges each, by seq. */
export function pendingRecords(storage: DeviceStorage, drillId: string): SyncDeviceRecords<PendingAnswer> {
  return storedRecords(storage, pendingKey(drillId), isPending, { older: olderPending });
}

/** The answers of a drill waiting to be sent, in question order. */
export function pendingAnswers(storage: DeviceStorage, drillId: string): PendingAnswer[] {
  return pendingRecords(storage, drillId)
    .all()
    .sort((a, b) => a.seq - b.seq);
}

/** Keeps an answer (the first one of its question wins, as on the server). */
export function keepPending(storage: DeviceStorage, drillId: string, answer: PendingAnswer): void {
  const records = pendingRecords(storage, drillId);
  if (!records.get(String(answer.seq))) records.put(String(answer.seq), answer);
}

/** Forgets an answer the server acknowledged (or refused for good). */
export function forgetPending(storage: DeviceStorage, drillId: string, seq: number): void {
  pendingRecords(storage, drillId).remove(String(seq));
}

/** The running free-practice drill, '' when none. */
export function keptFreeDrill(storage: DeviceStorage): string {
  try {
    return storage.getItem(FREE_DRILL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps (or with '' forgets) the running free-practice drill. */
export function keepFreeDrill(storage: DeviceStorage, drillId: string): void {
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
