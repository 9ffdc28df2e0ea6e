/**
 * Study time the server has not acknowledged yet, kept per learner and media in localStorage.
 * localStorage (not IndexedDB) because it is written synchronously: the last seconds before a tab
 * is closed or the phone drops the page are on disk before the page is gone.
 */

/** One media's unsent study time. */
export interface PendingProgress {
  userId: string;
  packageId: string;
  childId: string;
  mediaId: string;
  /** Seconds studied that the server has not acknowledged. */
  seconds: number;
  /** Playback position (video seconds) or page (documents) to report with them. */
  position: number;
  /**
   * The credited seconds the server had confirmed when these seconds began to accumulate. A report
   * sent as the page was closing may have landed: the server's credited time above this shows how
   * much of `seconds` it already took.
   */
  baseCredited: number;
  updatedAt: number;
}

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'peilian-progress:';

export interface MediaKey {
  userId: string;
  childId: string;
  mediaId: string;
}

const keyOf = ({ userId, childId, mediaId }: MediaKey) => `${PREFIX}${userId}:${childId}:${mediaId}`;

function parse(text: string | null): PendingProgress | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingProgress>;
    const numbers = [value.seconds, value.position, value.baseCredited, value.updatedAt];
    const strings = [value.userId, value.packageId, value.childId, value.mediaId];
    if (numbers.some((n) => typeof n !== 'number' || !Number.isFinite(n)) || strings.some((s) => typeof s !== 'string' || !s)) return null;
    return value as PendingProgress;
  } catch {
    return null;
  }
}

/** The outbox over a Storage (localStorage in the app). Storage failures (quota, private mode) are logged, never thrown. */
export function createProgressOutbox(storage: () => OutboxStorage | null = () => window.localStorage) {
  const safe = <T>(work: (store: OutboxStorage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? work(store) : fallback;
    } catch (error) {
      console.warn('[progress] the outbox storage failed', error);
      return fallback;
    }
  };
  return {
    read: (key: MediaKey): PendingProgress | null => safe((store) => parse(store.getItem(keyOf(key))), null),
    write: (entry: PendingProgress): void =>
      safe((store) => {
        if (entry.seconds > 0) store.setItem(keyOf(entry), JSON.stringify(entry));
        else store.removeItem(keyOf(entry));
      }, undefined),
    remove: (key: MediaKey): void => safe((store) => store.removeItem(keyOf(key)), undefined),
    /** Every pending entry of a learner. */
    list: (userId: string): PendingProgress[] =>
      safe((store) => {
        const entries: PendingProgress[] = [];
        for (let index = 0; index < store.length; index += 1) {
          const name = store.key(index);
          if (!name?.startsWith(`${PREFIX}${userId}:`)) continue;
          const entry = parse(store.getItem(name));
          if (entry && entry.userId === userId) entries.push(entry);
        }
        return entries;
      }, []),
  };
}

export type ProgressOutbox = ReturnType<typeof createProgressOutbox>;
