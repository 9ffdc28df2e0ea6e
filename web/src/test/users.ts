import type { StoredUser } from '@peilian/shared';
import { aStoredUser } from '@peilian/shared/testing';

/** Builds a stored user for tests: an ordinary learner unless overridden. */
export const buildUser = (overrides: Partial<StoredUser> = {}): StoredUser => aStoredUser({ username: 'learner01', ...overrides });
