import { createMemoryStorage, type StorageAdapter } from '@peilian/shared';

/**
 * localStorage as the shared stores' storage adapter. Where it is unavailable or refuses writes
 * (private browsing, quota), the session lives in memory for this page instead of crashing.
 */
export function createLocalStorage(getStorage: () => Storage = () => window.localStorage): StorageAdapter {
  const fallback = createMemoryStorage();
  const storage = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      return null;
    }
  };
  return {
    getItem(name) {
      try {
        return storage()?.getItem(name) ?? fallback.getItem(name);
      } catch {
        return fallback.getItem(name);
      }
    },
    setItem(name, value) {
      try {
        const target = storage();
        if (target) return target.setItem(name, value);
      } catch (error) {
        console.warn('[storage] could not persist', name, error);
      }
      return fallback.setItem(name, value);
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing to remove from an unavailable storage; the fallback is cleared below.
      }
      return fallback.removeItem(name);
    },
  };
}
