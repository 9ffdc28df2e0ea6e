export * from './look.js';
export * from './source.js';
