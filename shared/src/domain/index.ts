export * from './user.js';
export * from './training.js';
