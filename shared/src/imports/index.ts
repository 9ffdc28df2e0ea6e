export * from './cells.js';
export * from './header.js';
export * from './issue.js';
export * from './sheet.js';
export * from './template.js';
