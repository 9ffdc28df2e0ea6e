import { CHILD_TASK_TYPES } from '@peilian/shared';

/** The learner's training routes (learner-and-session §2.9). */
export const CENTRE_PATH = '/user/dashboard/center';
export const TASK_PATH = '/user/dashboard/task';
export const FILE_PATH = '/user/dashboard/file';
export const VIDEO_PATH = '/user/dashboard/video';
/** The practice page, which a scenario child task opens with `?package=&child=`. */
export const PRACTICE_TASK_PATH = '/user/dashboard/practice';
export const RANKING_PATH = '/user/ranking';
/** The learner's check-in tasks (docs/checkin.md); `?id=` one task's calendar. */
export const CHECKIN_PATH = '/user/checkin';

/** `/user/checkin?id=` — one check-in task's calendar. */
export const checkinPath = (id: string) => `${CHECKIN_PATH}?id=${encodeURIComponent(id)}`;

/** `/user/dashboard/task?id=` — a package's detail (the spec's query). */
export const taskPath = (packageId: string) => `${TASK_PATH}?id=${encodeURIComponent(packageId)}`;

/** The full-screen page's query: which package, child task and (optionally) media. */
export interface MediaQuery {
  packageId: string;
  childId: string;
  mediaId: string;
}

const CHILD_PAGES: Partial<Record<number, string>> = {
  [CHILD_TASK_TYPES.file]: FILE_PATH,
  [CHILD_TASK_TYPES.video]: VIDEO_PATH,
  [CHILD_TASK_TYPES.scenario]: PRACTICE_TASK_PATH,
};

/**
 * The full-screen page of a file, video or scenario child task
 * (`/user/dashboard/file?package=&child=&media=`, `/user/dashboard/practice?package=&child=`), or
 * null for the types whose pages other features provide.
 */
export function childPath(type: number, packageId: string, childId: string, mediaId = ''): string | null {
  const base = CHILD_PAGES[type] ?? null;
  if (!base) return null;
  const query = new URLSearchParams({ package: packageId, child: childId });
  if (mediaId) query.set('media', mediaId);
  return `${base}?${query.toString()}`;
}

/** The media page's query, or null when the child task is missing. */
export function parseMediaQuery(search: URLSearchParams): MediaQuery | null {
  const childId = search.get('child')?.trim() ?? '';
  if (!childId) return null;
  return { packageId: search.get('package')?.trim() ?? '', childId, mediaId: search.get('media')?.trim() ?? '' };
}

/** A scenario child task's practice page opened on one of its sessions (`&session=`): a finished one shows its report. */
export function practiceReportPath(packageId: string, childId: string, sessionId: string): string {
  return `${PRACTICE_TASK_PATH}?${new URLSearchParams({ package: packageId, child: childId, session: sessionId }).toString()}`;
}
