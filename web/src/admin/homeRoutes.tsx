import type { MessageKey } from '@peilian/shared';
import { ADMIN_HOME } from '../routes';
import type { AdminPageRoute } from './adminRouteTypes';
import { AdminHomePage } from './AdminHomePage';

/** The admin home page, relative to `/admin/`. */
export const HOME_ROUTES: readonly AdminPageRoute[] = [{ path: 'homePage/homePage', element: <AdminHomePage /> }];

/** Its breadcrumb title. */
export const HOME_TITLES: Record<string, MessageKey> = { [ADMIN_HOME]: 'admin.homeTitle' };
