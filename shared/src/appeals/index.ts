export * from './domain.js';
export * from './rescore.js';
export * from './workingDays.js';
