import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { ExamResultsPage } from './ExamResultsPage';
import { PaperEditorPage } from './PaperEditorPage';
import { PapersPage } from './PapersPage';
import { QuestionBankPage } from './QuestionBankPage';

/** The exam back office's pages, relative to `/admin/` (the route guard has checked their functions). */
export const EXAM_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/questionbank', element: <QuestionBankPage /> },
  { path: 'voice/exammanagement', element: <PapersPage /> },
  { path: 'voice/editpaper', element: <PaperEditorPage /> },
  { path: 'voice/editexam', element: <ExamResultsPage /> },
];

/** Their titles for the breadcrumb. */
export const EXAM_TITLES: Record<string, MessageKey> = {
  '/admin/voice/questionbank': 'examAdmin.bank.title',
  '/admin/voice/exammanagement': 'examAdmin.paper.listTitle',
  '/admin/voice/editpaper': 'examAdmin.paper.editorTitle',
  '/admin/voice/editexam': 'examAdmin.results.title',
};
