export * from './rules.js';
export * from './registration.js';
