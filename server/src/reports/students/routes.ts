import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { studentReport } from './commands.js';
import { studentDashboard } from './dashboard.js';
import { exportStudents } from './export.js';

const { reports } = ADMIN_ENDPOINTS;
const REPORT = { functions: 'studentReport' };
/** A learner's dashboard is the hidden page `dashboard`: it shares studentReport's permission (the function tree's rule for hidden pages). */
const DASHBOARD = { ...REPORT, targets: ['params.id'] };

/** The student report and a learner's dashboard (docs/reports.md). `export` is registered before `:id`. */
export function registerReportStudentRoutes(routers: Routers): void {
  adminRoute(routers, reports.students, REPORT, async ({ query }, request) => ok(await studentReport(request, query())));

  adminRoute(routers, reports.exportStudents, REPORT, async ({ query }, request, ctx) => exportStudents(request, ctx, query()));

  adminRoute(routers, reports.student, DASHBOARD, async ({ params, query }, request) => ok(await studentDashboard(request, params.id, query())));
}
