import { fetchStringsAhead } from '../app';
import { LEARNER_CENTRE_LIST_ID, fetchListed } from '../lib/prefetch';
import { lazyPage } from './lazyPage';

// The learner shell (header and tab bar), the centre and the personal centre load in one step when a
// signed-in learner opens them, so the sign-in page's first download carries none of them; their
// strings (and the practice entry's) are asked for with the layout, beside its code.
const shell = () => import('../learner/shell');
const SHELL_NAMESPACES = ['training', 'practice'] as const;
export const LearnerLayout = lazyPage(() => shell().then((m) => m.LearnerLayout), SHELL_NAMESPACES);
export const CentrePage = lazyPage(() => shell().then((m) => m.CentrePage), SHELL_NAMESPACES);
export const MinePage = lazyPage(() => shell().then((m) => m.MinePage), SHELL_NAMESPACES);

/**
 * Loads the learner shell and its strings now (a signed-in learner opening the centre), beside the
 * first render rather than when the router first asks. The strings are held by the locales backend
 * rather than added to i18next, which would re-render the page on screen. A visit the service worker
 * does not serve yet fetches the shell's files side by side first (the build adds no preload links
 * of its own: docs/decisions.md "No module preload").
 */
export const loadLearnerShell = () => {
  if (!navigator.serviceWorker?.controller) fetchListed(LEARNER_CENTRE_LIST_ID, 'preload');
  return Promise.all([shell(), fetchStringsAhead(SHELL_NAMESPACES)]);
};

/**
 * Fetches the learner shell's files and its strings ahead without running the code (the sign-in
 * page does, at idle), so 登录 opens the centre without waiting for the network and the sign-in
 * page's main thread stays its own. Without the build's file list (development), the shell is loaded.
 */
export const prefetchLearnerShell = (): Promise<unknown> => (fetchListed(LEARNER_CENTRE_LIST_ID) ? fetchStringsAhead(SHELL_NAMESPACES) : loadLearnerShell());

// The full-screen pages' frame (watermark, progress outbox) comes with the first of them.
export const FullScreenLayout = lazyPage(() => import('../learner/FullScreenLayout').then((m) => m.FullScreenLayout));

// The training centre's deeper pages load on first visit, each with its area's strings.
export const TaskPage = lazyPage(() => import('../learner/TaskPage').then((m) => m.TaskPage), ['training']);
export const RankingPage = lazyPage(() => import('../learner/RankingPage').then((m) => m.RankingPage), ['training']);
export const CheckinPage = lazyPage(() => import('../learner/CheckinPage').then((m) => m.CheckinPage), ['training']);
export const MediaPage = lazyPage(() => import('../learner/MediaPage').then((m) => m.MediaPage), ['training']);
// The exam, practice and quick Q&A results carry the 申诉 entry, whose strings are the training area's.
export const ExamPage = lazyPage(() => import('../exam/ExamPage').then((m) => m.ExamPage), ['exam', 'training']);
export const PrintPage = lazyPage(() => import('../exam/PrintPage').then((m) => m.PrintPage), ['exam']);
export const PracticePage = lazyPage(() => import('../practice/PracticePage').then((m) => m.PracticePage), ['practice', 'training']);
export const FaqPage = lazyPage(() => import('../faq/FaqPage').then((m) => m.FaqPage), ['practice', 'training']);
export const MyAppealsPage = lazyPage(() => import('../appeals/MyAppealsPage').then((m) => m.MyAppealsPage), ['training']);
export const NoticesPage = lazyPage(() => import('../notices/NoticesPage').then((m) => m.NoticesPage), ['training']);
export const AppealDetailPage = lazyPage(() => import('../appeals/AppealDetailPage').then((m) => m.AppealDetailPage), ['training']);
// The dealer organisations' 智能知识 and search pages (docs/assistant.md "The learner's assistant").
export const KnowledgePage = lazyPage(() => import('../assistant/KnowledgePage').then((m) => m.KnowledgePage), ['training']);
export const SearchPage = lazyPage(() => import('../assistant/SearchPage').then((m) => m.SearchPage), ['training']);
