export * from './session.js';
export * from './system.js';
