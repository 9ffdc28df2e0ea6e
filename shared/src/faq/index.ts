export * from './scoring.js';
