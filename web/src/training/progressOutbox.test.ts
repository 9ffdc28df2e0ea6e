import { describe, expect, it, vi } from 'vitest';
import { createLocalOutbox, type OutboxStorage } from './progressOutbox';

/** A Storage in memory (the outbox's localStorage). */
function memoryStorage(): OutboxStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
}

describe('the progress outbox in localStorage', () => {
  it('keeps one key per learner and media, adds seconds, and removes an entry once settled', () => {
    const storage = memoryStorage();
    const outbox = createLocalOutbox('u1', () => storage);
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 4, position: 2 });
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 3, position: 5 });
    expect([...storage.values.keys()]).toEqual(['peilian-progress:u1:c1:m1']);
    expect(outbox.find('c1', 'm1')).toEqual({ childId: 'c1', mediaId: 'm1', seconds: 7, position: 5 });

    outbox.settle('c1', 'm1', 5);
    expect(outbox.find('c1', 'm1')?.seconds).toBe(2);
    outbox.settle('c1', 'm1', 2);
    expect(storage.values.size).toBe(0);
  });

  it("takes over entries written before the shared sender, in whole seconds, and only the learner's own", () => {
    const storage = memoryStorage();
    const old = { userId: 'u1', packageId: 'p1', childId: 'c1', mediaId: 'm1', seconds: 8.6, position: 3, baseCredited: 10, updatedAt: 1 };
    storage.setItem('peilian-progress:u1:c1:m1', JSON.stringify(old));
    storage.setItem('peilian-progress:u2:c1:m1', JSON.stringify({ ...old, userId: 'u2' }));
    storage.setItem('peilian-progress:u1:c2:m2', '{damaged');
    expect(createLocalOutbox('u1', () => storage).all()).toEqual([{ childId: 'c1', mediaId: 'm1', seconds: 8, position: 3 }]);
  });

  it('lists the oldest entry first and survives a storage that fails', () => {
    const storage = memoryStorage();
    storage.setItem('peilian-progress:u1:c2:m2', JSON.stringify({ userId: 'u1', childId: 'c2', mediaId: 'm2', seconds: 1, position: 0, updatedAt: 20 }));
    storage.setItem('peilian-progress:u1:c1:m1', JSON.stringify({ userId: 'u1', childId: 'c1', mediaId: 'm1', seconds: 1, position: 0, updatedAt: 10 }));
    expect(
      createLocalOutbox('u1', () => storage)
        .all()
        .map((entry) => entry.childId),
    ).toEqual(['c1', 'c2']);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = createLocalOutbox('u1', () => {
      throw new Error('private mode');
    });
    broken.add({ childId: 'c1', mediaId: 'm1', seconds: 1, position: 0 });
    expect(broken.all()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
