import { CHILD_TASK_TYPES } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { drillStorage, faqPath } from './paths';

/** The Web Storage surface the adapter uses, in memory (the test has no browser). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

describe('faqPath', () => {
  it('opens a quick Q&A child task by its id, and no other type', () => {
    expect(faqPath(CHILD_TASK_TYPES.faq, 'c 1')).toBe('/user/dashboard/faq?childtaskid=c+1');
    expect(faqPath(CHILD_TASK_TYPES.exam, 'c1')).toBeNull();
  });
});

describe('drillStorage', () => {
  it('files what a drill keeps under the learner, so another account on the phone never sees it', () => {
    const local = memoryStorage();
    const mine = drillStorage('u1', () => local);
    const theirs = drillStorage('u2', () => local);
    mine.setItem('peilian.faq.free', 'd1');
    expect(mine.getItem('peilian.faq.free')).toBe('d1');
    expect(theirs.getItem('peilian.faq.free')).toBeNull();
    expect(local.getItem('peilian.faq.free.u1')).toBe('d1');
    mine.removeItem('peilian.faq.free');
    expect(local.length).toBe(0);
  });
});
