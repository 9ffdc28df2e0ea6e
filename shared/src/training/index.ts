export * from './levels.js';
export * from './packageRules.js';
export * from './progress.js';
export * from './refs.js';
export * from './time.js';
