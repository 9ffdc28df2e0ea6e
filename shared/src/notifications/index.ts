export * from './domain.js';
