import { lazyPage } from './lazyPage';

// The training centre's deeper pages load on first visit; the centre and the personal centre stay in the shell.
export const TaskPage = lazyPage(() => import('../learner/TaskPage').then((m) => m.TaskPage));
export const RankingPage = lazyPage(() => import('../learner/RankingPage').then((m) => m.RankingPage));
export const MediaPage = lazyPage(() => import('../learner/MediaPage').then((m) => m.MediaPage));
export const ExamPage = lazyPage(() => import('../exam/ExamPage').then((m) => m.ExamPage));
export const PrintPage = lazyPage(() => import('../exam/PrintPage').then((m) => m.PrintPage));
export const PracticePage = lazyPage(() => import('../practice/PracticePage').then((m) => m.PracticePage));
