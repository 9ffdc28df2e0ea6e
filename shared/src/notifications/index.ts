export * from './domain.js';
export * from './noticesStore.js';
export * from './noticesLive.js';
export * from './noticeView.js';
export type * from './noticeTypes.js';
