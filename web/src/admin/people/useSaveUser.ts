import type { AdminUser, AdminUserFields } from '@peilian/shared';
import { sealPasswords } from '../data/passwords';
import { useAdminMutation } from '../data/queries';

/**
 * Saving the user form: an edit sends the profile, a new user the profile with its two passwords
 * sealed. Resolves with the saved user once the lists on screen have refreshed.
 */
export function useSaveUser() {
  const create = useAdminMutation('users', 'create');
  const update = useAdminMutation('users', 'update');
  return async (user: AdminUser | undefined, { values, password, confirm }: { values: AdminUserFields; password: string; confirm: string }) => {
    const answer = user ? await update.run({ id: user.id }, values) : await create.run({}, { ...values, ...(await sealPasswords(password, confirm)) });
    return answer.user;
  };
}
