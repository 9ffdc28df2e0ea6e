export * from './searchHistory.js';
export * from './chatStore.js';
export * from './searchStore.js';
export * from './citations.js';
export * from './rules.js';
export type * from './assistantTypes.js';
