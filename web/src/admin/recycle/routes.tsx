import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { RecycleBinPage } from './RecycleBinPage';

/** The recycle bin, relative to `/admin/` (the route guard has checked `recyclebin`: isadmin 100). */
export const RECYCLE_ROUTES: readonly AdminPageRoute[] = [{ path: 'system/recyclebin', element: <RecycleBinPage /> }];

export const RECYCLE_TITLES: Record<string, MessageKey> = { '/admin/system/recyclebin': 'recycleBin.title' };
