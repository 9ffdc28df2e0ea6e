export * from '../time/clock.js';
export * from './countdown.js';
