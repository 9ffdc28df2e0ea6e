export * from './watermark.js';
export * from './source.js';
