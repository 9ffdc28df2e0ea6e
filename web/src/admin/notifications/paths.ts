/** The notification pages (admin §2 system: message-management, hidden edit-msg-template). */
export const MESSAGE_MANAGEMENT_PATH = '/admin/system/message-management';
export const TEMPLATE_EDITOR_PATH = '/admin/system/edit-msg-template';

/** The editor of a template (`id`), or of a new one. */
export const templateEditorPath = (id = ''): string => (id ? `${TEMPLATE_EDITOR_PATH}?id=${encodeURIComponent(id)}` : TEMPLATE_EDITOR_PATH);
