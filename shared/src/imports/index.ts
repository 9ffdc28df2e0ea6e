export * from './cells.js';
export * from './header.js';
export * from './issue.js';
export * from './template.js';
