import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { AppealDetailPage } from './AppealDetailPage';
import { AppealQueuePage } from './AppealQueuePage';

/** The appeals (admin §2 /admin/train `complain`, hidden `complain-detail`), relative to `/admin/`. */
export const APPEAL_ROUTES: readonly AdminPageRoute[] = [
  { path: 'train/complain', element: <AppealQueuePage /> },
  { path: 'train/complain-detail', element: <AppealDetailPage /> },
];

/** Their breadcrumb titles. */
export const APPEAL_TITLES: Record<string, MessageKey> = {
  '/admin/train/complain': 'appealsAdmin.title',
  '/admin/train/complain-detail': 'appealsAdmin.detailTitle',
};
