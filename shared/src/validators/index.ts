export * from './rules.js';
export * from './schemas.js';
export * from './registration.js';
export * from './fileReferences.js';
export * from './plainText.js';
