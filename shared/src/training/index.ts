export * from './refs.js';
export * from './time.js';
