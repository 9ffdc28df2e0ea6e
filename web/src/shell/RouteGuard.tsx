import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isRestarting, useLicenceLoader, usePermissionContext, useSession } from '../app';
import { accessRedirect, awaitsLicence } from '../routes';
import { Loading } from '../components/Loading';

/**
 * Applies the route guard (shared permission rules) to every route below it. An administrator's
 * admin pages wait for the organisation's licence; learner and public pages never do.
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  useLicenceLoader();
  if (isRestarting()) return null;
  const path = `${pathname}${search}`;
  if (awaitsLicence(path, user, context)) return <Loading />;
  const redirect = accessRedirect(path, user, context);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
