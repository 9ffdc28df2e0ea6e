/**
 * What other domains may use of training — the learner's child tasks their runs belong to (exam
 * attempts, quick Q&A drills, practice sessions) — and nothing else of this folder
 * (docs/architecture.md, "Server domains"; eslint.config.js and layout.test.ts hold the border).
 */
export { recordChildResult } from './childResult.js';
export { manageableTasktypes } from './context.js';
export { faqGate, faqRefIds, faqSettingsOf, markFaqTaskStarted, recordFaqResult } from './faqTasks.js';
export { childGates, learnerOf, learnerPackage, lockError, type ChildGate } from './learnerTasks.js';
export { boundChildOf, practiceGate, recordPracticeResult, taskMode } from './practiceTasks.js';
export { rederivePracticeRecord } from './practiceRecord.js';
export { checkinDrillGate, recordDrillCheckin, recordSessionCheckin } from './checkin/learner.js';
