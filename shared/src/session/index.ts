export * from './sessionStore.js';
export * from './storage.js';
