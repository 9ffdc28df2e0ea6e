import { endpoint } from '../../api/endpoint.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import { practiceCoachResponseSchema } from '../../schemas/practiceCoach.js';
import {
  activityReportQuerySchema,
  activityReportResponseSchema,
  aiReportBodySchema,
  aiReportResponseSchema,
  childAnalysisResponseSchema,
  homeReportQuerySchema,
  homeReportResponseSchema,
  onlineUsersQuerySchema,
  onlineUsersResponseSchema,
  reportFilterSchema,
  studentDashboardResponseSchema,
  studentReportListResponseSchema,
  studentReportQuerySchema,
  taskLearnersQuerySchema,
  taskLearnersResponseSchema,
  taskReportDetailQuerySchema,
  taskReportDetailResponseSchema,
  taskReportListResponseSchema,
  taskReportQuerySchema,
} from '../../schemas/reports.js';

const REPORT = 'api/admin/v3/report';

/**
 * The data centre (docs/reports.md): each report, its Excel export (streamed .xlsx, the same query
 * as the table) and the live online list. Functions: home, taskReport (+ SubtaskDetails,
 * analysisDetails), studentReport (+ dashboard, and its role-plays' coach reviews), onlineuser (+ onlineuserdetails), aireport.
 */
export const reportEndpoints = {
  home: endpoint({ method: 'GET', path: `${REPORT}/home`, query: homeReportQuerySchema, response: homeReportResponseSchema }),

  tasks: endpoint({ method: 'GET', path: `${REPORT}/task`, query: taskReportQuerySchema, response: taskReportListResponseSchema }),
  exportTasks: endpoint({ method: 'GET', path: `${REPORT}/task/export`, query: taskReportQuerySchema, response: fileDownloadSchema, binary: true }),
  task: endpoint({ method: 'GET', path: `${REPORT}/task/:id`, query: taskReportDetailQuerySchema, response: taskReportDetailResponseSchema }),
  taskLearners: endpoint({ method: 'GET', path: `${REPORT}/task/:id/learners`, query: taskLearnersQuerySchema, response: taskLearnersResponseSchema }),
  exportTaskLearners: endpoint({
    method: 'GET',
    path: `${REPORT}/task/:id/learners/export`,
    query: taskLearnersQuerySchema,
    response: fileDownloadSchema,
    binary: true,
  }),
  childAnalysis: endpoint({ method: 'GET', path: `${REPORT}/child/:id/analysis`, query: reportFilterSchema, response: childAnalysisResponseSchema }),

  students: endpoint({ method: 'GET', path: `${REPORT}/student`, query: studentReportQuerySchema, response: studentReportListResponseSchema }),
  exportStudents: endpoint({ method: 'GET', path: `${REPORT}/student/export`, query: studentReportQuerySchema, response: fileDownloadSchema, binary: true }),
  student: endpoint({ method: 'GET', path: `${REPORT}/student/:id`, query: reportFilterSchema, response: studentDashboardResponseSchema }),
  /** The coach's review of one of the learner's role-plays (as the learner reads it, `practice.coach`). */
  studentRoleplayCoach: endpoint({ method: 'GET', path: `${REPORT}/student/:id/roleplay/:sessionId/coach`, response: practiceCoachResponseSchema }),

  activity: endpoint({ method: 'GET', path: `${REPORT}/activity`, query: activityReportQuerySchema, response: activityReportResponseSchema }),
  exportActivity: endpoint({ method: 'GET', path: `${REPORT}/activity/export`, query: activityReportQuerySchema, response: fileDownloadSchema, binary: true }),
  online: endpoint({ method: 'GET', path: `${REPORT}/online`, query: onlineUsersQuerySchema, response: onlineUsersResponseSchema }),

  ai: endpoint({ method: 'POST', path: `${REPORT}/ai`, body: aiReportBodySchema, response: aiReportResponseSchema, json: true }),
} as const;
