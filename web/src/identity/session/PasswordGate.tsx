import { lazy, Suspense } from 'react';
import { logout, signIn, useSession, useT } from '../../app';

// Shown to few users and rarely: the dialog and its password rules load when it opens.
const ForcePasswordDialog = lazy(() => import('../password/ForcePasswordDialog').then((module) => ({ default: module.ForcePasswordDialog })));

/**
 * Opens the forced password-change dialog over the learner or admin layout while the signed-in
 * user has `needchangepwd` (spec §2.9); the way out is to log out.
 */
export function PasswordGate() {
  const t = useT();
  const user = useSession((state) => state.user);
  // needchangepwd is 1 (first login) or 2 (unchanged for changdays days); the serial pays for the change.
  if (!user || (user.needchangepwd !== 1 && user.needchangepwd !== 2) || !user.serial) return null;
  const request = { changepassword: user.needchangepwd, serial: user.serial, changdays: user.changdays };
  return (
    <Suspense fallback={null}>
      <ForcePasswordDialog request={request} onChanged={(changed) => signIn(changed)} secondary={{ label: t('nav.logout'), onClick: () => void logout() }} />
    </Suspense>
  );
}
