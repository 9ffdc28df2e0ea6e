import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { AlgorithmPage } from './AlgorithmPage';
import { SettingsPage } from './SettingsPage';

/** The organisation's settings, relative to `/admin/` (the route guard has checked `adminsetting`, `arithmetic`). */
export const SETTINGS_ROUTES: readonly AdminPageRoute[] = [
  { path: 'system/adminsetting', element: <SettingsPage /> },
  { path: 'system/arithmetic', element: <AlgorithmPage /> },
];

export const SETTINGS_TITLES: Record<string, MessageKey> = {
  '/admin/system/adminsetting': 'settings.title',
  '/admin/system/arithmetic': 'people.functions.arithmetic',
};
