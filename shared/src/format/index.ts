export * from './format.js';
export * from './highlight.js';
