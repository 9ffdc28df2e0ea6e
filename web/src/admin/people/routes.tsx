import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { EditUserPage } from './EditUserPage';
import { InviteCodesPage } from './invites/InviteCodesPage';
import { RolesPage } from './RolesPage';
import { UsersPage } from './UsersPage';

/** The people admin's pages, relative to `/admin/` (the route guard has checked their functions). */
export const PEOPLE_ROUTES: readonly AdminPageRoute[] = [
  { path: 'system/adminuser', element: <UsersPage /> },
  { path: 'system/editadminuser', element: <EditUserPage /> },
  { path: 'system/invitecode', element: <InviteCodesPage /> },
  { path: 'system/adminrole', element: <RolesPage /> },
];

/** Their titles for the breadcrumb. */
export const PEOPLE_TITLES: Record<string, MessageKey> = {
  '/admin/system/adminuser': 'people.users.title',
  '/admin/system/editadminuser': 'people.users.editTitle',
  '/admin/system/invitecode': 'people.invites.title',
  '/admin/system/adminrole': 'people.roles.title',
};
