import { memoryStorage, storedRecords, type SyncDeviceRecords } from '../outbox/deviceStorage.js';
import type { PendingProgress, ProgressOutbox } from './progressReport.js';

/** The key of a media's pending progress among the device records: `child:media`. */
export const progressKey = (childId: string, mediaId: string): string => `${childId}:${mediaId}`;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Whether a stored value is pending progress (what an app kept on the device). */
export function isPendingProgress(value: unknown): value is PendingProgress {
  const entry = value as Partial<Record<keyof PendingProgress, unknown>> | null;
  return typeof entry?.childId === 'string' && typeof entry.mediaId === 'string' && isCount(entry.seconds) && isCount(entry.position);
}

/** Pending progress with nothing else a stored value carried. */
export const pendingProgressOf = ({ childId, mediaId, seconds, position }: PendingProgress): PendingProgress => ({ childId, mediaId, seconds, position });

/**
 * The progress outbox over device records, one per media keyed by `progressKey`, oldest first:
 * measured seconds add up in a media's record until the server takes them off.
 */
export function recordsOutbox(records: SyncDeviceRecords<PendingProgress>): ProgressOutbox {
  return {
    all: () => records.all(),
    find: (childId, mediaId) => records.get(progressKey(childId, mediaId)),
    add(entry) {
      const key = progressKey(entry.childId, entry.mediaId);
      const kept = records.get(key);
      const seconds = Math.max(0, entry.seconds);
      records.put(key, kept ? { ...kept, seconds: kept.seconds + seconds, position: entry.position } : { ...pendingProgressOf(entry), seconds });
    },
    settle(childId, mediaId, seconds) {
      const key = progressKey(childId, mediaId);
      const kept = records.get(key);
      if (!kept) return;
      const left = Math.max(0, kept.seconds - seconds);
      if (left > 0) records.put(key, { ...kept, seconds: left });
      else records.remove(key);
    },
    drop: (childId, mediaId) => records.remove(progressKey(childId, mediaId)),
  };
}

/** A progress outbox in memory, for tests and for embedding where no storage is at hand. */
export function memoryOutbox(): ProgressOutbox {
  return recordsOutbox(storedRecords(memoryStorage(), 'progress', isPendingProgress));
}
