import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../app/hooks';
import { isRestarting } from '../app/services';
import { accessRedirect } from './access';

/** Applies the route guard to every route below it. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const user = useSession((state) => state.user);
  if (isRestarting()) return null;
  const redirect = accessRedirect(`${pathname}${search}`, user);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
