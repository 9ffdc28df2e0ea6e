export * from './user.js';
export * from './role.js';
export * from './training.js';
export * from './practice.js';
export * from './taskLabels.js';
