/**
 * A synchronous or asynchronous key/value store: localStorage on the web, Taro storage in the
 * mini-program, a Map in tests. Values are strings.
 */
export interface StorageAdapter {
  getItem(name: string): string | null | Promise<string | null>;
  setItem(name: string, value: string): void | Promise<void>;
  removeItem(name: string): void | Promise<void>;
}

/** An in-memory adapter for tests and for third-party embedding where storage is unavailable. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageAdapter & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => {
      values.set(name, value);
    },
    removeItem: (name) => {
      values.delete(name);
    },
    dump: () => Object.fromEntries(values),
  };
}
