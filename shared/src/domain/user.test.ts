import { describe, expect, it } from 'vitest';
import { storedUserSchema } from '../schemas/session.js';
import { aStoredUser } from '../testing/storedUser.js';
import { STORED_USER_FIELDS, storedUserFrom } from './user.js';

const WRONG_VALUES = [undefined, null, '1', 1.5, 2 ** 60, 'fr', {}, []];

describe('storedUserFrom (the device check of a kept user)', () => {
  it('keeps a well-formed user and drops keys that are not its own', () => {
    const user = aStoredUser();
    expect(storedUserFrom({ ...user, injected: '<script>' })).toEqual(user);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'user', 42, true]) expect(storedUserFrom(value)).toBeNull();
  });

  it('agrees with the wire schema on every field given a wrong or missing value', () => {
    for (const field of Object.keys(STORED_USER_FIELDS)) {
      for (const wrong of WRONG_VALUES) {
        const candidate = { ...aStoredUser(), [field]: wrong };
        expect(storedUserFrom(candidate) !== null, `${field} = ${JSON.stringify(wrong)}`).toBe(storedUserSchema.safeParse(candidate).success);
      }
    }
  });
});
