import { isPrivilegedUser, type AdminUser } from '@peilian/shared';
import { useSession } from '../../app/hooks';

/**
 * What the signed-in administrator may do to a user, mirroring the server's rules so the page does
 * not offer what would be refused: top admins and owners are changed only by their peers (shared
 * `mayActOnUser`; the list's `topadmin`/`orgowner` flags say who they are), nobody disables
 * themselves or the owner, super roles are assigned only by top admins and owners.
 */
export function useCaller() {
  const user = useSession((state) => state.user);
  const privileged = user ? isPrivilegedUser(user) : false;
  const canManage = (target: AdminUser) => privileged || (target.topadmin !== 1 && target.orgowner !== 1);
  return {
    id: user?.id ?? '',
    privileged,
    canManage,
    canDisable: (target: AdminUser) => canManage(target) && (target.disabled === 1 || (target.id !== user?.id && target.orgowner !== 1)),
  };
}
