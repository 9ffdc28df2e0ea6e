import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { paperRecord, setPaperStatus } from '../papers/commands.js';
import { examinationOverview, examinationPapers, setExaminationDisabled } from './commands.js';

// `{id}` is the paper's id: an examination is a paper seen as the exam the organisation runs (docs/exam.md).
const { examinations } = ADMIN_ENDPOINTS;
const ID = { functions: 'exammanagement', targets: ['params.id'], load: { id: paperRecord } };

/** Examinations: `exammanagement` (and its hidden editor keys), like the paper calls. */
export function registerExaminationRoutes(routers: Routers): void {
  adminRoute(routers, examinations.overview, ID, async ({ records }, request) => ok(await examinationOverview(request, records.id)));

  adminRoute(routers, examinations.papers, ID, async ({ query, records }, request) => ok(await examinationPapers(request, records.id, query())));

  // The paper's publishing rules (`api/admin/study/paper/{id}/status`).
  adminRoute(routers, examinations.status, ID, async ({ body, records: { id: paper } }, request) =>
    ok({ paper: await setPaperStatus(request, paper, body().status) }),
  );

  adminRoute(routers, examinations.disable, ID, async ({ body, records: { id: paper } }, request) =>
    ok({ paper: await setExaminationDisabled(request, paper, body().disabled) }),
  );
}
