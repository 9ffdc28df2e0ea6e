import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { ExamManagementPage } from './ExamManagementPage';
import { ExamResultsPage } from './ExamResultsPage';
import { PaperEditorPage } from './PaperEditorPage';

/**
 * The exam back office's pages, relative to `/admin/` (the route guard has checked their functions).
 * Exam questions are a tab of exam management (`?tab=questions`), not a page of their own.
 */
export const EXAM_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/exammanagement', element: <ExamManagementPage /> },
  { path: 'voice/editpaper', element: <PaperEditorPage /> },
  { path: 'voice/editexam', element: <ExamResultsPage /> },
];

/** Their titles for the breadcrumb. */
export const EXAM_TITLES: Record<string, MessageKey> = {
  '/admin/voice/exammanagement': 'examAdmin.paper.listTitle',
  '/admin/voice/editpaper': 'examAdmin.paper.editorTitle',
  '/admin/voice/editexam': 'examAdmin.results.title',
};
