import { NOTIFY_VARIABLES, ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Caller } from '../../auth/caller.js';
import type { NotifyTemplateRow } from '../../db/schema/index.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { ATTACHMENT_SCOPES } from '../../reports/index.js';
import { presentSend, presentTemplate, presentTemplateItem } from '../presenter.js';
import { changeTemplate, createTemplate, previewTemplate, removeTemplate, setTemplateEnabled, templateList, templateRecord, withLastSend } from './commands.js';
import { sendTest } from './testSend.js';

const { notify } = ADMIN_ENDPOINTS;

/**
 * Notification templates (admin §2 system group message-management, edit-msg-template;
 * docs/notifications.md "Templates"): the hidden edit page shares its parent's function.
 */
const MESSAGES = { functions: 'message-management' };
const ID = { ...MESSAGES, targets: ['params.id'], load: { id: templateRecord } };

async function answered(request: Caller, row: NotifyTemplateRow) {
  const { last } = await withLastSend(request, row);
  return ok({ template: presentTemplate(row, last) });
}

export function registerNotifyTemplateRoutes(routers: Routers): void {
  adminRoute(routers, notify.options, MESSAGES, async () => ok({ variables: [...NOTIFY_VARIABLES], scopes: [...ATTACHMENT_SCOPES] }));
  adminRoute(routers, notify.list, MESSAGES, async ({ query }, request) => {
    const { rows, total } = await templateList(request, query());
    return ok({ rows: rows.map(({ row, last }) => presentTemplateItem(row, last)), total });
  });
  adminRoute(routers, notify.read, ID, async ({ records: { id: row } }, request) => answered(request, row));
  adminRoute(routers, notify.create, MESSAGES, async ({ body }, request) => answered(request, await createTemplate(request, body())));
  adminRoute(routers, notify.update, ID, async ({ body, records: { id: row } }, request) => answered(request, await changeTemplate(request, row, body())));
  adminRoute(routers, notify.enable, ID, async ({ body, records: { id: row } }, request) =>
    answered(request, await setTemplateEnabled(request, row, body().enabled)),
  );
  adminRoute(routers, notify.remove, { ...ID, recycles: 'notifytemplate' }, async ({ records: { id: row } }, request) => {
    await removeTemplate(request, row);
    return ok({});
  });
  adminRoute(routers, notify.preview, MESSAGES, async ({ body }, request) => ok(await previewTemplate(request, body())));
  adminRoute(routers, notify.test, { ...ID, opensOperation: true }, async ({ records: { id: row } }, request) => {
    const sends = await sendTest(request, row);
    return ok({ sends: sends.map((send) => presentSend(send, request.t)) });
  });
}
