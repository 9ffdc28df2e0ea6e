import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { requestLanguage } from '../../errors/index.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { asOf } from '../figures.js';
import { aiReport } from './commands.js';

/** aireport: open only to the organisations of its allow-list (`FUNCTION_ALLOW_LISTS`), which the function guard checks. */
const AI_REPORT = { functions: 'aireport' };

/** The AI practice-quality report (docs/reports.md "AI report"). */
export function registerAiReportRoutes(routers: Routers): void {
  adminRoute(routers, ADMIN_ENDPOINTS.reports.ai, AI_REPORT, async ({ body }, request, ctx) => {
    const report = await aiReport(request, body(), requestLanguage(ctx));
    return ok({ ...report, asof: await asOf(request) });
  });
}
