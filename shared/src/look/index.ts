export * from './look.js';
