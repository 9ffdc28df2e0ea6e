import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { PackageEditPage } from './editor/PackageEditPage';
import { PackageListPage } from './list/PackageListPage';
import { CheckinDetailPage } from './checkin/CheckinDetailPage';
import { CheckinListPage } from './checkin/CheckinListPage';
import { CHECKIN_DETAIL_PATH, CHECKIN_LIST_PATH } from './checkin/checkinForm';
import { TASK_KINDS } from './taskKinds';

/**
 * The task-package admin (admin §2 /admin/train): the three task lists and their hidden editors,
 * relative to `/admin/` (the route guard has checked their functions; practice needs aillm).
 */
export const TRAINING_ROUTES: readonly AdminPageRoute[] = [
  ...TASK_KINDS.flatMap((kind) => [
    { path: `train/${kind.listKey}`, element: <PackageListPage kind={kind} key={kind.listKey} /> },
    { path: `train/${kind.editKey}`, element: <PackageEditPage kind={kind} key={kind.editKey} /> },
  ]),
  // Check-in tasks (docs/checkin.md) and their hidden detail grid.
  { path: 'train/clockinout', element: <CheckinListPage /> },
  { path: 'train/clockinout-detail', element: <CheckinDetailPage /> },
];

/** Their breadcrumb titles. */
export const TRAINING_TITLES: Record<string, MessageKey> = {
  ...Object.fromEntries(
    TASK_KINDS.flatMap((kind) => [
      [`/admin/train/${kind.listKey}`, kind.title],
      [`/admin/train/${kind.editKey}`, kind.editTitle],
    ]),
  ),
  [CHECKIN_LIST_PATH]: 'checkinAdmin.title',
  [CHECKIN_DETAIL_PATH]: 'checkinAdmin.detailTitle',
};
