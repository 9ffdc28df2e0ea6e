import { describe, expect, it } from 'vitest';
import { isWeakPassword, passwordChangeDue } from './passwordPolicy.js';

const WEAK = 'abc12345';
const STRONG = 'Peilian#2026';

describe('the strengthened password rule', () => {
  it('calls a password weak below 8 characters or without the four kinds of character', () => {
    expect([WEAK, 'Ab1#xyz', 'ABCDEFG1#', 'Abcdefgh#', 'Abc def1#'].map(isWeakPassword)).toEqual([true, true, true, true, true]);
    expect(isWeakPassword(STRONG)).toBe(false);
  });

  it('asks a change for a weak password only when the organisation strengthens passwords', () => {
    const user = { needChangePassword: 0, passwordChangedAt: new Date('2026-11-01'), createdAt: new Date('2026-01-01') };
    const now = new Date('2026-11-20');
    expect(passwordChangeDue(user, { strongPassword: false, weakPassword: true }, now)).toBeNull();
    expect(passwordChangeDue(user, { strongPassword: true, weakPassword: true }, now)).toEqual({ kind: 1, days: 19 });
    expect(passwordChangeDue(user, { strongPassword: true, weakPassword: false }, now)).toBeNull();
  });
});
