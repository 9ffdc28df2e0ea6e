export * from './catalog.js';
