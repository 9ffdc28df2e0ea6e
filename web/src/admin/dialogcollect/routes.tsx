import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { CollectDetailPage } from './CollectDetailPage';
import { CollectListPage } from './CollectListPage';
import { COLLECT_DETAIL_PATH, COLLECT_PATH } from './paths';

/** The dialogue collection pages, relative to `/admin/` (function `dialogcollect`; the detail page follows it). */
export const COLLECT_ROUTES: readonly AdminPageRoute[] = [
  { path: 'smart/dialogcollect', element: <CollectListPage /> },
  { path: 'smart/dialogcollect-detail', element: <CollectDetailPage /> },
];

/** Their breadcrumb titles. */
export const COLLECT_TITLES: Record<string, MessageKey> = {
  [COLLECT_PATH]: 'dialogCollect.title',
  [COLLECT_DETAIL_PATH]: 'dialogCollect.detailTitle',
};
