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

/** The filters a drill-down carries to the next page (period, department, position), so it shows the same learners. */
export type CarriedFilters = Partial<Record<'start' | 'end' | 'departmentid' | 'positionid', string>>;
const carried = ({ start = '', end = '', departmentid = '', positionid = '' }: CarriedFilters = {}) => ({ start, end, departmentid, positionid });

/** A package's details (SubtaskDetails). */
export const taskDetailPath = (packageid: string, filters?: CarriedFilters): string => withParams(TASK_DETAIL_PATH, { id: packageid, ...carried(filters) });
/** A package's learner rows (clockInDel), of one child task when given. */
export const taskLearnersPath = (packageid: string, childid = '', filters?: CarriedFilters): string =>
  withParams(TASK_LEARNERS_PATH, { id: packageid, childid, ...carried(filters) });
/** A child task's analysis (analysisDetails); `packageid` leads back to its package. */
export const analysisPath = (childid: string, packageid = '', filters?: CarriedFilters): string =>
  withParams(ANALYSIS_PATH, { id: childid, packageid, ...carried(filters) });
/** A learner's dashboard. */
export const dashboardPath = (userid: string): string => withParams(DASHBOARD_PATH, { id: userid });
