export * from './auth.js';
export * from './session.js';
export * from './system.js';
