import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { usePermissionContext, useSession } from '../app/hooks';
import { isRestarting } from '../app/services';
import { accessRedirect } from './access';

/** Applies the route guard (shared permission rules) to every route below it. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  if (isRestarting()) return null;
  const redirect = accessRedirect(`${pathname}${search}`, user, context);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
