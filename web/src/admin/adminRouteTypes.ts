import type { MessageKey } from '@peilian/shared';
import type { ReactElement } from 'react';

/** One admin page: its path relative to `/admin/` (a route of the function tree) and its element. */
export interface AdminPageRoute {
  path: string;
  element: ReactElement;
}

/** What a feature's route module exports: its pages and their breadcrumb titles by full path. */
export interface AdminRouteModule {
  routes: readonly AdminPageRoute[];
  titles: Readonly<Record<string, MessageKey>>;
}
