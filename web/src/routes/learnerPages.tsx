import { CentrePage as Centre } from '../learner/CentrePage';
import { MinePage as Mine } from '../learner/MinePage';
import { lazyPage, withNamespaces } from './lazyPage';

// The centre and the personal centre stay in the shell; their strings (and the practice entry's) load on first visit.
export const CentrePage = withNamespaces(Centre, ['training', 'practice']);
export const MinePage = withNamespaces(Mine, ['training', 'practice']);

// The training centre's deeper pages load on first visit, each with its area's strings.
export const TaskPage = lazyPage(() => import('../learner/TaskPage').then((m) => m.TaskPage), ['training']);
export const RankingPage = lazyPage(() => import('../learner/RankingPage').then((m) => m.RankingPage), ['training']);
export const MediaPage = lazyPage(() => import('../learner/MediaPage').then((m) => m.MediaPage), ['training']);
export const ExamPage = lazyPage(() => import('../exam/ExamPage').then((m) => m.ExamPage), ['exam']);
export const PrintPage = lazyPage(() => import('../exam/PrintPage').then((m) => m.PrintPage), ['exam']);
export const PracticePage = lazyPage(() => import('../practice/PracticePage').then((m) => m.PracticePage), ['practice']);
