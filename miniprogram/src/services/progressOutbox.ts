import { isPendingProgress, pendingProgressOf, progressKey, recordsOutbox, storedRecords, type DeviceStorage, type ProgressOutbox } from '@peilian/shared'

/** The storage key of a user's outbox: entries belong to whoever measured them. */
export function outboxKey(userId: string): string {
  return `peilian.mediaProgress.${userId}`
}

/** Entries kept by earlier versions as `{ version: 1, entries }` (another version's value reads as none). */
function olderEntries(stored: unknown): unknown[] {
  const { version, entries } = (stored ?? {}) as { version?: unknown; entries?: unknown }
  if (version !== 1 || !Array.isArray(entries)) return []
  return entries.filter(isPendingProgress).map((entry) => [progressKey(entry.childId, entry.mediaId), pendingProgressOf(entry)])
}

/**
 * A user's pending progress in WeChat storage, so seconds measured offline (or when the app is
 * closed before a report goes out) are sent on the next chance. Every change is written at once.
 */
export function createProgressOutbox(storage: DeviceStorage, key: string): ProgressOutbox {
  return recordsOutbox(storedRecords(storage, key, isPendingProgress, { older: olderEntries }))
}
