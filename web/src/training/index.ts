/** What other areas may use of the learner's file and video study; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { centreStore, openCentre, prefetchCentre, preloadBanner } from './centreStore';
export { documentSource } from './documentSource';
export { studyTime } from './format';
export { CENTRE_PATH, CHECKIN_PATH, checkinPath, childPath, type MediaQuery, parseMediaQuery, practiceReportPath, RANKING_PATH, taskPath } from './paths';
export { flushLearnerOutbox, useOutboxFlush } from './progress';
export { taskDetailStore } from './taskDetailStore';
export { fetchMediaItem, fetchMediaTask, fetchTask, fetchViewKey } from './trainingApi';
export { type ReporterSnapshot, useProgressReporter } from './useProgressReporter';
export { type VideoHandle, VideoPlayer } from './VideoPlayer';
export { answerMediaQuestion, fetchMediaQuestions } from './mediaQuestionsApi';
