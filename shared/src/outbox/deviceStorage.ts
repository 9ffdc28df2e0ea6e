/**
 * The learner's device as shared code sees it: one key/value port every app binds (localStorage or
 * sessionStorage on the web, WeChat storage in the mini-program), and records of one kind kept
 * under it until the server confirms them.
 */

/** A value now (synchronous storage, such as WeChat's) or later (IndexedDB). */
export type Awaitable<T> = T | Promise<T>;

/** Synchronous string key/value storage: `localStorage`, `sessionStorage`, WeChat storage. It may refuse (private mode, full). */
export interface DeviceStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

/** Records of one kind kept on the device by key, until the server confirms each. */
export interface DeviceRecords<T> {
  /** Every record, in the order first kept. */
  all(): Awaitable<T[]>;
  get(key: string): Awaitable<T | undefined>;
  /** Keeps (or replaces) a record; done once this settles. */
  put(key: string, record: T): Awaitable<void>;
  remove(key: string): Awaitable<void>;
}

/** `DeviceRecords` whose storage answers at once: every call synchronous. */
export interface SyncDeviceRecords<T> extends DeviceRecords<T> {
  all(): T[];
  get(key: string): T | undefined;
  put(key: string, record: T): void;
  remove(key: string): void;
}

export interface StoredRecordsOptions {
  /**
   * Reads a value an earlier app version kept under the key in another shape, as `[key, record]`
   * entries, so nothing kept before an update is lost; the next write keeps the current shape.
   */
  older?(stored: unknown): unknown[];
}

const isEntryList = (value: unknown): boolean => Array.isArray(value) && value.every((entry) => Array.isArray(entry));

/**
 * Records kept as one JSON object under `name` in key/value storage. A record that no longer
 * reads as `isRecord` (an older app's shape) is left out; storage that refuses to read reads as
 * empty, and a refused write is swallowed — the flow goes on from memory, only without the safety
 * net. The key goes once nothing is left under it.
 */
export function storedRecords<T>(
  storage: DeviceStorage,
  name: string,
  isRecord: (value: unknown) => value is T,
  { older }: StoredRecordsOptions = {},
): SyncDeviceRecords<T> {
  const read = (): [string, T][] => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(name) ?? '[]');
      const parsed = older && !isEntryList(stored) ? older(stored) : stored;
      return Array.isArray(parsed)
        ? parsed.filter((entry): entry is [string, T] => Array.isArray(entry) && typeof entry[0] === 'string' && isRecord(entry[1]))
        : [];
    } catch {
      return [];
    }
  };
  const write = (entries: [string, T][]) => {
    try {
      if (entries.length === 0) storage.removeItem(name);
      else storage.setItem(name, JSON.stringify(entries));
    } catch {
      // Storage refused: the record is still sent from memory.
    }
  };
  return {
    all: () => read().map(([, record]) => record),
    get: (key) => read().find(([at]) => at === key)?.[1],
    put(key, record) {
      const entries = read();
      const index = entries.findIndex(([at]) => at === key);
      if (index >= 0) entries[index] = [key, record];
      else entries.push([key, record]);
      write(entries);
    },
    remove(key) {
      const entries = read();
      const left = entries.filter(([at]) => at !== key);
      if (left.length !== entries.length) write(left);
    },
  };
}

/** Key/value storage in memory, for tests and wherever no durable storage is at hand. */
export function memoryStorage(): DeviceStorage & { readonly size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    get size() {
      return items.size;
    },
  };
}
