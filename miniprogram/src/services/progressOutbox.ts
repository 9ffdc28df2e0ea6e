import type { SyncStorage } from '../lib/storage'

/** Reading/viewing seconds measured on the phone and not yet accepted by the server. */
export interface PendingProgress {
  childId: string
  mediaId: string
  seconds: number
  /** The latest position (video seconds; 0 for files). */
  position: number
}

export interface ProgressOutbox {
  /** Every pending entry, oldest first. */
  all(): PendingProgress[]
  find(childId: string, mediaId: string): PendingProgress | undefined
  /** Adds measured seconds (and the latest position) to a media's entry, creating it. */
  add(entry: PendingProgress): void
  /** Takes seconds the server has answered for off an entry; an entry with none left goes. */
  settle(childId: string, mediaId: string, seconds: number): void
  /** Drops an entry the server will never take (the task ended, was removed, or is locked). */
  drop(childId: string, mediaId: string): void
}

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
  const same = (childId: string, mediaId: string) => (entry: PendingProgress) => entry.childId === childId && entry.mediaId === mediaId
  function write(entries: PendingProgress[]): void {
    if (entries.length === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify({ version: VERSION, entries }))
  }
  return {
    all: () => readEntries(storage, key),
    find: (childId, mediaId) => readEntries(storage, key).find(same(childId, mediaId)),
    add(entry) {
      const entries = readEntries(storage, key)
      const existing = entries.find(same(entry.childId, entry.mediaId))
      if (existing) {
        existing.seconds += Math.max(0, entry.seconds)
        existing.position = entry.position
      } else {
        entries.push({ ...entry, seconds: Math.max(0, entry.seconds) })
      }
      write(entries)
    },
    settle(childId, mediaId, seconds) {
      const entries = readEntries(storage, key)
      const existing = entries.find(same(childId, mediaId))
      if (!existing) return
      existing.seconds = Math.max(0, existing.seconds - seconds)
      write(existing.seconds > 0 ? entries : entries.filter((entry) => entry !== existing))
    },
    drop(childId, mediaId) {
      write(readEntries(storage, key).filter((entry) => !same(childId, mediaId)(entry)))
    },
  }
}
