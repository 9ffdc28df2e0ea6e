export * from './domain.js';
export * from './rescore.js';
export * from './workingDays.js';
export * from './appealDraft.js';
export * from './appealRecordStore.js';
export * from './myAppealsStore.js';
export * from './appealView.js';
export type * from './appealTypes.js';
