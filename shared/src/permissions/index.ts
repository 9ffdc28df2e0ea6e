export * from './functionTree.js';
export * from './rules.js';
export * from './grants.js';
