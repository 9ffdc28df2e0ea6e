import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { studentReport } from './commands.js';
import { studentDashboard } from './dashboard.js';
import { exportStudents } from './export.js';
import { studentRoleplayCoach } from './roleplayCoach.js';

const { reports } = ADMIN_ENDPOINTS;
const REPORT = { functions: 'studentReport' };
/** A learner's dashboard is the hidden page `dashboard`: it shares studentReport's permission (the function tree's rule for hidden pages). */
const DASHBOARD = { ...REPORT, targets: ['params.id'] };
/** A role-play of the learner on their dashboard: the dashboard's permission, and the learner looked up as it does. */
const ROLEPLAY = { ...REPORT, targets: ['params.id', 'params.sessionId'] };

/** The student report, a learner's dashboard and its role-plays' coach reviews (docs/reports.md). `export` is registered before `:id`. */
export function registerReportStudentRoutes(routers: Routers): void {
  adminRoute(routers, reports.students, REPORT, async ({ query }, request) => ok(await studentReport(request, query())));

  adminRoute(routers, reports.exportStudents, REPORT, async ({ query }, request, ctx) => exportStudents(request, ctx, query()));

  adminRoute(routers, reports.student, DASHBOARD, async ({ params, query }, request) => ok(await studentDashboard(request, params.id, query())));

  adminRoute(routers, reports.studentRoleplayCoach, ROLEPLAY, async ({ params }, request) => studentRoleplayCoach(request, params.id, params.sessionId));
}
