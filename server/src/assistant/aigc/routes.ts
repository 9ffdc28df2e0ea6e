import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import {
  acceptAigcDrafts,
  aigcDraftList,
  aigcDraftRecord,
  aigcTaskDetail,
  aigcTaskList,
  aigcTaskRecord,
  createAigcTask,
  discardAigcDraft,
  editAigcDraft,
} from './commands.js';

const { aigcBank } = ADMIN_ENDPOINTS;
/** AI question generation's function (`aigc-bank-detail` is its hidden page). */
const AIGC = { functions: 'aigc-bank' };
const TASK = { ...AIGC, targets: ['params.id'], load: { id: aigcTaskRecord } };
const DRAFT = { ...AIGC, targets: ['params.id', 'params.draftid'], load: { id: aigcTaskRecord, draftid: aigcDraftRecord } };

/** Generation tasks and the review of their drafts (docs/assistant.md "AI question generation"). */
export function registerAigcBankRoutes(routers: Routers): void {
  adminRoute(routers, aigcBank.list, AIGC, async ({ query }, request) => ok(await aigcTaskList(request, query())));
  adminRoute(routers, aigcBank.create, { ...AIGC, targets: ['body.fileids'] }, async ({ body }, request) =>
    ok({ task: await createAigcTask(request, body()) }),
  );
  adminRoute(routers, aigcBank.read, TASK, async ({ records: { id: task } }, request) => ok({ task: await aigcTaskDetail(request, task) }));
  adminRoute(routers, aigcBank.drafts, TASK, async ({ records: { id: task } }, request) => ok(await aigcDraftList(request, task)));
  adminRoute(routers, aigcBank.edit, DRAFT, async ({ body, records: { id: task, draftid: draft } }, request) =>
    ok({ draft: await editAigcDraft(request, task, draft, body()) }),
  );
  adminRoute(routers, aigcBank.discard, DRAFT, async ({ records: { id: task, draftid: draft } }, request) =>
    ok({ draft: await discardAigcDraft(request, task, draft) }),
  );
  adminRoute(routers, aigcBank.accept, TASK, async ({ body, records: { id: task } }, request) => ok(await acceptAigcDrafts(request, task, body())));
}
