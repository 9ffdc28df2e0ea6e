import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { AigcDetailPage } from './AigcDetailPage';
import { AigcTaskPage } from './AigcTaskPage';
import { AIGC_DETAIL_PATH, AIGC_PATH } from './paths';

/** The AI question generation pages, relative to `/admin/` (function `aigc-bank`; the detail `aigc-bank-detail` follows it). */
export const AIGC_ROUTES: readonly AdminPageRoute[] = [
  { path: 'smart/aigc-bank', element: <AigcTaskPage /> },
  { path: 'smart/aigc-bank-detail', element: <AigcDetailPage /> },
];

/** Their breadcrumb titles. */
export const AIGC_TITLES: Record<string, MessageKey> = {
  [AIGC_PATH]: 'aigcBank.title',
  [AIGC_DETAIL_PATH]: 'aigcBank.detailTitle',
};
