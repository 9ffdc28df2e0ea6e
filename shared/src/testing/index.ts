/** Test fixtures of the learner core, for the tests of shared and of both apps (`@peilian/shared/testing`). */
export { manualClock, settle } from './manualClock.js';
export { aStoredUser } from './storedUser.js';
export { scriptedLearnerApi, type ScriptedAnswer } from './scriptedApi.js';
export { DEMO_LEXICON, DEMO_SCORING_RULE, HONEST, HONEST_POLITE, STRATEGIES, type Strategy, type StrategyEvent } from './practiceStrategies.js';
export { anAppeal, fakeAppealServer } from '../appeals/appealFakes.js';
export { aNotice, fakeNoticeServer } from '../notifications/noticeFakes.js';
export { aCitation, aHit, fakeAssistantServer } from '../assistant/assistantFakes.js';
