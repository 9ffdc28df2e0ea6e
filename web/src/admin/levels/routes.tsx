import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { LevelsPage } from './LevelsPage';

/** Levels and badges, relative to `/admin/` (the route guard has checked `adminlevel`). */
export const LEVEL_ROUTES: readonly AdminPageRoute[] = [{ path: 'system/adminlevel', element: <LevelsPage /> }];

export const LEVEL_TITLES: Record<string, MessageKey> = { '/admin/system/adminlevel': 'levels.title' };
