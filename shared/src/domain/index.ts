export * from './user.js';
export * from './training.js';
export * from './practice.js';
export * from './taskLabels.js';
