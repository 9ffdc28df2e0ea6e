import type { AdminUser } from '@peilian/shared';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
}

/** The user list's one-click actions, approve, disable/enable, unregister the voiceprint and delete, told in a toast either way. */
export function useUserActions(notify: Notify) {
  const t = useT();
  const approve = useAdminMutation('users', 'approve');
  const disable = useAdminMutation('users', 'disable');
  const remove = useAdminMutation('users', 'remove');
  const unregister = useAdminMutation('voiceprint', 'unregister');
  const act = (action: Promise<unknown>, done: string) =>
    void action.then(
      () => notify.success(done),
      (error: unknown) => notify.error(errorMessage(error, t)),
    );
  return {
    approve: (user: AdminUser) => act(approve.run({ id: user.id }), t('people.users.approved')),
    setDisabled: (user: AdminUser, disabled: 0 | 1) =>
      act(disable.run({ id: user.id }, { disabled }), t(disabled ? 'people.users.disabledDone' : 'people.users.enabledDone')),
    remove: (user: AdminUser) => act(remove.run({ id: user.id }), t('people.users.removed')),
    unregister: (user: AdminUser) => act(unregister.run({ id: user.id }), t('voiceprintAdmin.unregistered')),
  };
}
