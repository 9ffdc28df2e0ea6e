import type { StoredUser } from '../domain/user.js';

/** True for a learner of a dealer organisation (the stored user's `dealer` flag): the smart-knowledge tab, search, 经销商 for 部门. */
export function isDealerUser(user: Pick<StoredUser, 'dealer'> | null | undefined): boolean {
  return user?.dealer === 1;
}
