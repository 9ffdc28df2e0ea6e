import { describe, expect, it } from 'vitest';
import { storedUserFrom } from '../domain/user.js';
import { storedUserSchema } from '../schemas/session.js';
import { aStoredUser } from '../testing/storedUser.js';
import { isDealerUser } from '../domain/user.js';

describe('a dealer organisation’s learner', () => {
  it('is told by the stored user’s dealer flag, which a user kept before it existed reads as 0', () => {
    expect(isDealerUser(aStoredUser({ dealer: 1 }))).toBe(true);
    expect(isDealerUser(aStoredUser())).toBe(false);
    expect(isDealerUser(null)).toBe(false);
    const { dealer: _left, ...older } = aStoredUser();
    expect(storedUserFrom(older)?.dealer).toBe(0);
    expect(storedUserSchema.parse(older).dealer).toBe(0);
    expect(storedUserFrom({ ...older, dealer: 2 })).toBeNull();
  });
});
