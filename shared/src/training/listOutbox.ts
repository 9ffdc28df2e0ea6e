import type { PendingProgress, ProgressOutbox } from './progressReport.js';

/** Where a list outbox keeps its entries: read whole, written whole after every change. */
export interface OutboxEntries {
  read(): PendingProgress[];
  write(entries: PendingProgress[]): void;
}

/** An outbox kept as one list of entries, oldest first (the mini-program's storage adapter writes it under one key). */
export function createListOutbox({ read, write }: OutboxEntries): ProgressOutbox {
  const same = (childId: string, mediaId: string) => (entry: PendingProgress) => entry.childId === childId && entry.mediaId === mediaId;
  return {
    all: () => read(),
    find: (childId, mediaId) => read().find(same(childId, mediaId)),
    add(entry) {
      const entries = read();
      const existing = entries.find(same(entry.childId, entry.mediaId));
      if (existing) {
        existing.seconds += Math.max(0, entry.seconds);
        existing.position = entry.position;
      } else {
        entries.push({ ...entry, seconds: Math.max(0, entry.seconds) });
      }
      write(entries);
    },
    settle(childId, mediaId, seconds) {
      const entries = read();
      const existing = entries.find(same(childId, mediaId));
      if (!existing) return;
      existing.seconds = Math.max(0, existing.seconds - seconds);
      write(existing.seconds > 0 ? entries : entries.filter((entry) => entry !== existing));
    },
    drop(childId, mediaId) {
      write(read().filter((entry) => !same(childId, mediaId)(entry)));
    },
  };
}

/** A list outbox in memory, for tests and for embedding where no storage is at hand. */
export function memoryOutbox(): ProgressOutbox {
  let kept: PendingProgress[] = [];
  return createListOutbox({ read: () => kept.map((entry) => ({ ...entry })), write: (entries) => void (kept = entries) });
}
