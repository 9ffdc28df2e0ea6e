export * from '../time/clock.js';
export * from './countdown.js';
export * from './calendarDays.js';
