import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { ActivityPage } from './activity/ActivityPage';
import { OnlineUsersPage } from './activity/OnlineUsersPage';
import { AiReportPage } from './ai/AiReportPage';
import {
  AI_REPORT_PATH,
  ANALYSIS_PATH,
  DASHBOARD_PATH,
  ONLINE_DETAILS_PATH,
  ONLINE_PATH,
  STUDENT_REPORT_PATH,
  TASK_DETAIL_PATH,
  TASK_LEARNERS_PATH,
  TASK_REPORT_PATH,
} from './paths';
import { DashboardPage } from './student/DashboardPage';
import { StudentReportPage } from './student/StudentReportPage';
import { AnalysisPage } from './task/AnalysisPage';
import { TaskDetailPage } from './task/TaskDetailPage';
import { TaskLearnersPage } from './task/TaskLearnersPage';
import { TaskReportPage } from './task/TaskReportPage';

/** The data centre's pages, relative to `/admin/` (admin §2 /admin/view; the home dashboard is the home route's). */
export const REPORT_ROUTES: readonly AdminPageRoute[] = [
  { path: 'view/taskReport', element: <TaskReportPage /> },
  { path: 'view/SubtaskDetails', element: <TaskDetailPage /> },
  { path: 'view/clockInDel', element: <TaskLearnersPage /> },
  { path: 'view/analysisDetails', element: <AnalysisPage /> },
  { path: 'view/studentReport', element: <StudentReportPage /> },
  { path: 'view/dashboard', element: <DashboardPage /> },
  { path: 'view/onlineuser', element: <ActivityPage /> },
  { path: 'view/onlineuserdetails', element: <OnlineUsersPage /> },
  { path: 'view/aireport', element: <AiReportPage /> },
];

/** Their breadcrumb titles. */
export const REPORT_TITLES: Record<string, MessageKey> = {
  [TASK_REPORT_PATH]: 'people.functions.taskReport',
  [TASK_DETAIL_PATH]: 'reports.titles.taskDetail',
  [TASK_LEARNERS_PATH]: 'reports.titles.learners',
  [ANALYSIS_PATH]: 'reports.titles.analysis',
  [STUDENT_REPORT_PATH]: 'people.functions.studentReport',
  [DASHBOARD_PATH]: 'reports.titles.dashboard',
  [ONLINE_PATH]: 'people.functions.onlineuser',
  [ONLINE_DETAILS_PATH]: 'reports.titles.onlineDetails',
  [AI_REPORT_PATH]: 'people.functions.aireport',
};
