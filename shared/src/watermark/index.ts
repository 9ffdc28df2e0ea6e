export * from './watermark.js';
