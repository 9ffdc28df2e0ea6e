/**
 * What other domains may use of notices — the publisher of a learner's notices and the notices of
 * each event — and nothing else of this folder (docs/architecture.md, "Server domains").
 */
export { appealAnswered, badgeEarned, levelUp, taskPublished, type NoticeDraft } from './kinds.js';
export { notifyLearners, notifyLearnersQuietly, recordNotices, type NoticeServices } from './publisher.js';
