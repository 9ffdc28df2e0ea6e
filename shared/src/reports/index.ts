export * from './glossary.js';
export * from './periods.js';
