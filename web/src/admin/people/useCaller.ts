import { holdsFunctions, isPrivilegedUser, type AdminUser } from '@peilian/shared';
import { usePermissionContext, useSession } from '../../app';

/**
 * What the signed-in administrator may do, mirroring the server's rules so the pages do not offer
 * what would be refused. Whether it may act on a user is the server's answer to the shared rule
 * (`manageable` on each row: the rule reads the target's functions, which the list does not carry);
 * nobody disables or deletes themselves or the owner, or changes their own role; a role's functions are offered
 * only where the caller holds them (shared `holdsFunctions`).
 */
export function useCaller() {
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  const canManage = (target: AdminUser) => target.manageable === 1;
  return {
    id: user?.id ?? '',
    privileged: user ? isPrivilegedUser(user) : false,
    canManage,
    canDisable: (target: AdminUser) => canManage(target) && (target.disabled === 1 || (target.id !== user?.id && target.orgowner !== 1)),
    canRemove: (target: AdminUser) => canManage(target) && target.id !== user?.id && target.orgowner !== 1,
    /** Whether the caller may put this function into a role. */
    holds: (key: string) => (user ? holdsFunctions(user, [key], context) : false),
  };
}
