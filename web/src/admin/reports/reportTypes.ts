import type { AdminAnswer } from '../data/types';

/** The data centre's answers, as their schemas in the admin endpoint table parse them (docs/reports.md). */
export type HomeReport = AdminAnswer<'reports', 'home'>;
export type TaskReportList = AdminAnswer<'reports', 'tasks'>;
export type TaskReportDetail = AdminAnswer<'reports', 'task'>;
export type TaskLearnerList = AdminAnswer<'reports', 'taskLearners'>;
export type ChildAnalysis = AdminAnswer<'reports', 'childAnalysis'>;
export type StudentReportList = AdminAnswer<'reports', 'students'>;
export type StudentDashboard = AdminAnswer<'reports', 'student'>;
export type ActivityReport = AdminAnswer<'reports', 'activity'>;
export type OnlineUserList = AdminAnswer<'reports', 'online'>;
export type AiReport = AdminAnswer<'reports', 'ai'>;
