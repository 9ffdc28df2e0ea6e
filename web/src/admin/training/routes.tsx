import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { PackageEditPage } from './editor/PackageEditPage';
import { PackageListPage } from './list/PackageListPage';
import { TASK_KINDS } from './taskKinds';

/**
 * The task-package admin (admin §2 /admin/train): the three task lists and their hidden editors,
 * relative to `/admin/` (the route guard has checked their functions; practice needs aillm).
 */
export const TRAINING_ROUTES: readonly AdminPageRoute[] = TASK_KINDS.flatMap((kind) => [
  { path: `train/${kind.listKey}`, element: <PackageListPage kind={kind} key={kind.listKey} /> },
  { path: `train/${kind.editKey}`, element: <PackageEditPage kind={kind} key={kind.editKey} /> },
]);

/** Their breadcrumb titles. */
export const TRAINING_TITLES: Record<string, MessageKey> = Object.fromEntries(
  TASK_KINDS.flatMap((kind) => [
    [`/admin/train/${kind.listKey}`, kind.title],
    [`/admin/train/${kind.editKey}`, kind.editTitle],
  ]),
);
