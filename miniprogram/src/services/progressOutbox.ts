import { createListOutbox, type PendingProgress, type ProgressOutbox } from '@peilian/shared'
import type { SyncStorage } from '../lib/storage'

const VERSION = 1

/** The storage key of a user's outbox: entries belong to whoever measured them. */
export function outboxKey(userId: string): string {
  return `peilian.mediaProgress.${userId}`
}

function isEntry(value: unknown): value is PendingProgress {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.childId === 'string' &&
    typeof entry.mediaId === 'string' &&
    typeof entry.seconds === 'number' &&
    Number.isFinite(entry.seconds) &&
    entry.seconds >= 0 &&
    typeof entry.position === 'number' &&
    Number.isFinite(entry.position) &&
    entry.position >= 0
  )
}

/** Stored entries, or none when the value is missing, from another version, or damaged. */
function readEntries(storage: SyncStorage, key: string): PendingProgress[] {
  const text = storage.getItem(key)
  if (!text) return []
  try {
    const stored = JSON.parse(text) as { version?: unknown; entries?: unknown }
    if (stored.version !== VERSION || !Array.isArray(stored.entries)) return []
    return stored.entries.filter(isEntry).map(({ childId, mediaId, seconds, position }) => ({ childId, mediaId, seconds, position }))
  } catch {
    return []
  }
}

/**
 * A user's pending progress in WeChat storage, so seconds measured offline (or when the app is
 * closed before a report goes out) are sent on the next chance. Every change is written at once.
 */
export function createProgressOutbox(storage: SyncStorage, key: string): ProgressOutbox {
  return createListOutbox({
    read: () => readEntries(storage, key),
    write(entries) {
      if (entries.length === 0) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify({ version: VERSION, entries }))
    },
  })
}
