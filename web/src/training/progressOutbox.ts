import { recordsOutbox, type PendingProgress, type ProgressOutbox, type SyncDeviceRecords } from '@peilian/shared';

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

const strip = ({ childId, mediaId, seconds, position }: StoredEntry): PendingProgress => ({ childId, mediaId, seconds, position });

/**
 * A learner's pending progress as device records over a Storage: one key per media,
 * `peilian-progress:<user>:<child>:<media>` (as the app always kept it), oldest first. Storage
 * failures (quota, private mode) are logged, never thrown.
 */
function localRecords(userId: string, storage: () => OutboxStorage | null): SyncDeviceRecords<PendingProgress> {
  const safe = <T>(work: (store: OutboxStorage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? work(store) : fallback;
    } catch (error) {
      console.warn('[progress] the outbox storage failed', error);
      return fallback;
    }
  };
  const nameOf = (key: string) => `${PREFIX}${userId}:${key}`;
  const read = (key: string) => safe((store) => parse(store.getItem(nameOf(key))), null);
  return {
    all: () =>
      safe((store) => {
        const entries: StoredEntry[] = [];
        for (let index = 0; index < store.length; index += 1) {
          const name = store.key(index);
          const entry = name?.startsWith(nameOf('')) ? parse(store.getItem(name)) : null;
          if (entry?.userId === userId) entries.push(entry);
        }
        return entries.sort((a, b) => a.updatedAt - b.updatedAt).map(strip);
      }, []),
    get(key) {
      const entry = read(key);
      return entry ? strip(entry) : undefined;
    },
    put(key, { childId, mediaId, seconds, position }) {
      const updatedAt = read(key)?.updatedAt ?? Date.now();
      safe((store) => store.setItem(nameOf(key), JSON.stringify({ userId, childId, mediaId, seconds, position, updatedAt })), undefined);
    },
    remove: (key) => safe((store) => store.removeItem(nameOf(key)), undefined),
  };
}

/** A learner's outbox over a Storage (localStorage in the app). */
export function createLocalOutbox(userId: string, storage: () => OutboxStorage | null = () => window.localStorage): ProgressOutbox {
  return recordsOutbox(localRecords(userId, storage));
}
