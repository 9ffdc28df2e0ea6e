export * from './watermark.js';
export * from './source.js';
export * from './cell.js';
