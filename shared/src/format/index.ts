export * from './format.js';
export * from './highlight.js';
export * from './zone.js';
