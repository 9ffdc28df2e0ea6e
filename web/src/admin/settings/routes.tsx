import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { SettingsPage } from './SettingsPage';

/** The organisation's settings, relative to `/admin/` (the route guard has checked `adminsetting`). */
export const SETTINGS_ROUTES: readonly AdminPageRoute[] = [{ path: 'system/adminsetting', element: <SettingsPage /> }];

export const SETTINGS_TITLES: Record<string, MessageKey> = { '/admin/system/adminsetting': 'people.settings.title' };
