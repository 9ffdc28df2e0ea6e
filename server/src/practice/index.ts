/**
 * What other domains may use of practice — the spoken-answer machinery the quick Q&A drill shares
 * (the organisation's lexicon, the recording check, the customer's voice), and the coach's review
 * of a role-play and the voiceprint checks of who practised, which the data centre shows a learner's
 * administrators — and nothing else of
 * this folder (docs/architecture.md, "Server domains"; eslint.config.js and layout.test.ts hold the border).
 */
export { organisationLexicon } from './lexicon.js';
export { coachOf } from './session/coach.js';
export { checkRecordingFile } from './session/recording.js';
export { voiceChecksBySession } from './session/voiceCheckTurns.js';
export { createScenario } from './scenes/commands.js';
export { lineVoice, voiceOf } from './session/voice.js';
export type { VoiceFile } from './session/voiceFiles.js';
