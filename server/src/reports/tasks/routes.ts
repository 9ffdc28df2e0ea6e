import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { asOf } from '../figures.js';
import { reportPackageRecord, taskLearnersPage, taskReportDetail, taskReportPage } from './commands.js';
import { exportTaskLearners, exportTaskReport } from './exports.js';

const { reports } = ADMIN_ENDPOINTS;

/**
 * taskReport and the hidden pages it opens (SubtaskDetails, clockInDel): a hidden page shares its
 * parent's permission (the function tree's rule, as the FAQ editor shares questionbank's), so every
 * route here needs taskReport.
 */
const TASK_REPORT = { functions: 'taskReport' };
const PACKAGE = { ...TASK_REPORT, targets: ['params.id'], load: { id: reportPackageRecord } };

/** The task report (docs/reports.md "Task report"): packages, one package's detail and learners, and their exports. */
export function registerTaskReportRoutes(routers: Routers): void {
  adminRoute(routers, reports.tasks, TASK_REPORT, async ({ query }, request) => {
    const page = await taskReportPage(request, query());
    return ok({ ...page, asof: await asOf(request) });
  });

  // Before `task/:id`, which would otherwise take "export" for an id.
  adminRoute(routers, reports.exportTasks, TASK_REPORT, async ({ query }, request, ctx) => exportTaskReport(request, ctx, query()));

  adminRoute(routers, reports.task, PACKAGE, async ({ query, records: { id: pkg } }, request) =>
    ok({ ...(await taskReportDetail(request, pkg, query())), asof: await asOf(request) }),
  );

  adminRoute(routers, reports.taskLearners, PACKAGE, async ({ query, records: { id: pkg } }, request) =>
    ok({ ...(await taskLearnersPage(request, pkg, query())), asof: await asOf(request) }),
  );

  adminRoute(routers, reports.exportTaskLearners, PACKAGE, async ({ query, records }, request, ctx) => exportTaskLearners(request, ctx, records.id, query()));
}
