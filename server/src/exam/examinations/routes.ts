import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { paperInOrg, setPaperStatus } from '../papers/commands.js';
import { examinationOverview, examinationPapers, setExaminationDisabled } from './commands.js';

// `{id}` is the paper's id: an examination is a paper seen as the exam the organisation runs (docs/exam.md).
const { examinations } = ADMIN_ENDPOINTS;
const ID = { functions: 'exammanagement', targets: ['params.id'] };

/** Examinations: `exammanagement` (and its hidden editor keys), like the paper calls. */
export function registerExaminationRoutes(routers: Routers): void {
  adminRoute(routers, examinations.overview, ID, async ({ params }, request) => ok(await examinationOverview(request, await paperInOrg(request, params.id))));

  adminRoute(routers, examinations.papers, ID, async ({ params, query }, request) =>
    ok(await examinationPapers(request, await paperInOrg(request, params.id), query())),
  );

  // The paper's publishing rules (`api/admin/study/paper/{id}/status`).
  adminRoute(routers, examinations.status, ID, async ({ params, body }, request) => {
    const paper = await paperInOrg(request, params.id);
    return ok({ paper: await setPaperStatus(request, paper, body().status) });
  });

  adminRoute(routers, examinations.disable, ID, async ({ params, body }, request) => {
    const paper = await paperInOrg(request, params.id);
    return ok({ paper: await setExaminationDisabled(request, paper, body().disabled) });
  });
}
