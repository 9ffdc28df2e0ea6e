import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { MessageManagementPage } from './MessageManagementPage';
import { MESSAGE_MANAGEMENT_PATH, TEMPLATE_EDITOR_PATH } from './paths';
import { TemplateEditorPage } from './TemplateEditorPage';

/** The notification pages, relative to `/admin/` (function `message-management`; the editor `edit-msg-template` follows it). */
export const NOTIFY_ROUTES: readonly AdminPageRoute[] = [
  { path: 'system/message-management', element: <MessageManagementPage /> },
  { path: 'system/edit-msg-template', element: <TemplateEditorPage /> },
];

/** Their breadcrumb titles. */
export const NOTIFY_TITLES: Record<string, MessageKey> = {
  [MESSAGE_MANAGEMENT_PATH]: 'notifyAdmin.title',
  [TEMPLATE_EDITOR_PATH]: 'notifyAdmin.editor.editTitle',
};
