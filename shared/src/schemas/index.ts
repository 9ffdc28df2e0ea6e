export * from './auth.js';
export * from './exam.js';
export * from './files.js';
export * from './people.js';
export * from './session.js';
export * from './system.js';
export * from './library.js';
export * from './tasks.js';
