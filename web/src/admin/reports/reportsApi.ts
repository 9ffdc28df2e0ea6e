import type { DepartmentNode, PositionNode } from '@peilian/shared';
import { adminApi } from '../api';

/** The data centre's calls through the admin endpoint table (docs/reports.md). */

type Args<K extends keyof typeof adminApi.reports> = Parameters<(typeof adminApi.reports)[K]>[0];
export type HomeReport = Awaited<ReturnType<typeof adminApi.reports.home>>;
export type TaskReportList = Awaited<ReturnType<typeof adminApi.reports.tasks>>;
export type TaskReportDetail = Awaited<ReturnType<typeof adminApi.reports.task>>;
export type TaskLearnerList = Awaited<ReturnType<typeof adminApi.reports.taskLearners>>;
export type ChildAnalysis = Awaited<ReturnType<typeof adminApi.reports.childAnalysis>>;
export type StudentReportList = Awaited<ReturnType<typeof adminApi.reports.students>>;
export type StudentDashboard = Awaited<ReturnType<typeof adminApi.reports.student>>;
export type ActivityReport = Awaited<ReturnType<typeof adminApi.reports.activity>>;
export type OnlineUserList = Awaited<ReturnType<typeof adminApi.reports.online>>;
export type AiReport = Awaited<ReturnType<typeof adminApi.reports.ai>>;

export const fetchHome = (period: number): Promise<HomeReport> => adminApi.reports.home({ period });
export const fetchTaskReport = (query: NonNullable<Args<'tasks'>>): Promise<TaskReportList> => adminApi.reports.tasks(query);
export const fetchTaskDetail = (query: NonNullable<Args<'task'>>): Promise<TaskReportDetail> => adminApi.reports.task(query);
export const fetchTaskLearners = (query: NonNullable<Args<'taskLearners'>>): Promise<TaskLearnerList> => adminApi.reports.taskLearners(query);
export const fetchChildAnalysis = (query: NonNullable<Args<'childAnalysis'>>): Promise<ChildAnalysis> => adminApi.reports.childAnalysis(query);
export const fetchStudentReport = (query: NonNullable<Args<'students'>>): Promise<StudentReportList> => adminApi.reports.students(query);
export const fetchStudent = (query: NonNullable<Args<'student'>>): Promise<StudentDashboard> => adminApi.reports.student(query);
export const fetchActivity = (query: NonNullable<Args<'activity'>>): Promise<ActivityReport> => adminApi.reports.activity(query);
export const fetchOnlineUsers = (query: NonNullable<Args<'online'>>): Promise<OnlineUserList> => adminApi.reports.online(query);
export const generateAiReport = (body: Parameters<typeof adminApi.reports.ai>[1]): Promise<AiReport> => adminApi.reports.ai({}, body);

/** The department tree of the filters (allowed to report admins who manage users or tasks; none otherwise). */
export async function fetchDepartmentTree(): Promise<DepartmentNode[]> {
  return (await adminApi.departments.tree()).data;
}

/** The position tree of the filters. */
export async function fetchPositionTree(): Promise<PositionNode[]> {
  return (await adminApi.positions.tree()).rows;
}
