export type { CustomerAudio } from './customerVoice.js';
export * from './keptSession.js';
export * from './reportStore.js';
export * from './scenarioListStore.js';
export * from './sessionPort.js';
export * from './sessionStore.js';
export * from './sessionTypes.js';
export * from './timers.js';
export * from './recordingReplay.js';
