export * from './functionTree.js';
export * from './rules.js';
