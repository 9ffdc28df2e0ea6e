/** The data centre's pages (admin §2 /admin/view) and the links between them. */
export const TASK_REPORT_PATH = '/admin/view/taskReport';
export const TASK_DETAIL_PATH = '/admin/view/SubtaskDetails';
export const TASK_LEARNERS_PATH = '/admin/view/clockInDel';
export const ANALYSIS_PATH = '/admin/view/analysisDetails';
export const STUDENT_REPORT_PATH = '/admin/view/studentReport';
export const DASHBOARD_PATH = '/admin/view/dashboard';
export const ONLINE_PATH = '/admin/view/onlineuser';
export const ONLINE_DETAILS_PATH = '/admin/view/onlineuserdetails';
export const AI_REPORT_PATH = '/admin/view/aireport';

const withParams = (path: string, params: Record<string, string>): string => {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return query ? `${path}?${query}` : path;
};

/** A package's details (SubtaskDetails). */
export const taskDetailPath = (packageid: string): string => withParams(TASK_DETAIL_PATH, { id: packageid });
/** A package's learner rows (clockInDel), of one child task when given. */
export const taskLearnersPath = (packageid: string, childid = ''): string => withParams(TASK_LEARNERS_PATH, { id: packageid, childid });
/** A child task's analysis (analysisDetails); `packageid` leads back to its package. */
export const analysisPath = (childid: string, packageid = ''): string => withParams(ANALYSIS_PATH, { id: childid, packageid });
/** A learner's dashboard. */
export const dashboardPath = (userid: string): string => withParams(DASHBOARD_PATH, { id: userid });
