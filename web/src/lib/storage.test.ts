import { describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './storage';

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('localStorage adapter', () => {
  it('reads, writes and removes through the browser storage', () => {
    const backing = fakeStorage();
    const storage = createLocalStorage(() => backing);
    storage.setItem('k', 'v');
    expect(backing.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps the session in memory when the browser refuses storage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = fakeStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const storage = createLocalStorage(() => refusing);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    const unavailable = createLocalStorage(() => {
      throw new Error('SecurityError');
    });
    unavailable.setItem('k', 'w');
    expect(unavailable.getItem('k')).toBe('w');
  });
});
