export * from './events.js';
export * from './table.js';
