import { isSaveId } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { newSaveId } from './saveId';

describe('exam save ids', () => {
  it('makes a fresh save id the server accepts each time', () => {
    const ids = new Set(Array.from({ length: 20 }, newSaveId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(isSaveId(id)).toBe(true);
  });
});
