import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { asOf } from '../figures.js';
import { reportChildInOrg } from '../children.js';
import { childAnalysis } from './commands.js';

/** analysisDetails, a hidden page of taskReport: it shares taskReport's permission (the function tree's rule for hidden pages). */
const ANALYSIS = { functions: 'taskReport', targets: ['params.id'] };

/** The child analysis (docs/reports.md "Child analysis"). */
export function registerChildAnalysisRoutes(routers: Routers): void {
  adminRoute(routers, ADMIN_ENDPOINTS.reports.childAnalysis, ANALYSIS, async ({ params, query }, request) => {
    const child = await reportChildInOrg(request, params.id);
    return ok({ ...(await childAnalysis(request, child, query())), asof: await asOf(request) });
  });
}
