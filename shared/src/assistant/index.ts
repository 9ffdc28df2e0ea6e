export * from './searchHistory.js';
