import type { PendingProgress, ProgressOutbox } from '@peilian/shared';

/**
 * The shared progress sender's outbox in localStorage, one key per learner and media. localStorage
 * (not IndexedDB) because it is written synchronously: the last seconds before a tab is closed or
 * the phone drops the page are on disk before the page is gone.
 */

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'peilian-progress:';

/** What one key holds; entries written before the shared sender also carry `packageId` and `baseCredited`. */
interface StoredEntry extends PendingProgress {
  userId: string;
  updatedAt: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';
const keyOf = (userId: string, childId: string, mediaId: string) => `${PREFIX}${userId}:${childId}:${mediaId}`;

/** A stored entry (whole seconds: entries written before the shared sender kept fractions), or null when damaged. */
function parse(text: string | null): StoredEntry | null {
  if (!text) return null;
  try {
    const { userId, childId, mediaId, seconds, position, updatedAt } = JSON.parse(text) as Record<string, unknown>;
    if (!isName(userId) || !isName(childId) || !isName(mediaId) || !isNumber(seconds) || !isNumber(position)) return null;
    return {
      userId,
      childId,
      mediaId,
      seconds: Math.max(0, Math.floor(seconds)),
      position: Math.max(0, position),
      updatedAt: isNumber(updatedAt) ? updatedAt : 0,
    };
  } catch {
    return null;
  }
}

/** A learner's outbox over a Storage (localStorage in the app). Storage failures (quota, private mode) are logged, never thrown. */
export function createLocalOutbox(userId: string, storage: () => OutboxStorage | null = () => window.localStorage): ProgressOutbox {
  const safe = <T>(work: (store: OutboxStorage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? work(store) : fallback;
    } catch (error) {
      console.warn('[progress] the outbox storage failed', error);
      return fallback;
    }
  };
  const read = (childId: string, mediaId: string) => safe((store) => parse(store.getItem(keyOf(userId, childId, mediaId))), null);
  const write = ({ childId, mediaId, seconds, position }: PendingProgress, updatedAt: number) =>
    safe((store) => store.setItem(keyOf(userId, childId, mediaId), JSON.stringify({ userId, childId, mediaId, seconds, position, updatedAt })), undefined);
  const drop = (childId: string, mediaId: string) => safe((store) => store.removeItem(keyOf(userId, childId, mediaId)), undefined);
  const strip = ({ childId, mediaId, seconds, position }: StoredEntry): PendingProgress => ({ childId, mediaId, seconds, position });

  return {
    all: () =>
      safe((store) => {
        const entries: StoredEntry[] = [];
        for (let index = 0; index < store.length; index += 1) {
          const name = store.key(index);
          const entry = name?.startsWith(`${PREFIX}${userId}:`) ? parse(store.getItem(name)) : null;
          if (entry?.userId === userId) entries.push(entry);
        }
        return entries.sort((a, b) => a.updatedAt - b.updatedAt).map(strip);
      }, []),
    find(childId, mediaId) {
      const entry = read(childId, mediaId);
      return entry ? strip(entry) : undefined;
    },
    add(entry) {
      const kept = read(entry.childId, entry.mediaId);
      write({ ...entry, seconds: (kept?.seconds ?? 0) + Math.max(0, entry.seconds) }, kept?.updatedAt ?? Date.now());
    },
    settle(childId, mediaId, seconds) {
      const kept = read(childId, mediaId);
      if (!kept) return;
      if (kept.seconds - seconds > 0) write({ ...kept, seconds: kept.seconds - seconds }, kept.updatedAt);
      else drop(childId, mediaId);
    },
    drop,
  };
}
