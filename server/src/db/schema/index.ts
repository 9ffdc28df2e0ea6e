// The database schema, one file per capability. drizzle-kit reads this folder (drizzle.config.ts).
export * from './core.js';
export * from './identity.js';
export * from './training.js';
export * from './exam.js';
export * from './practice.js';
export * from './practiceSessions.js';
export * from './dubbing.js';
export * from './faq.js';
export * from './reports.js';
export * from './levels.js';
export * from './logs.js';
export * from './recycleBin.js';
export * from './lifecycle.js';
export * from './usage.js';
export * from './voiceprint.js';
export * from './appeals.js';
