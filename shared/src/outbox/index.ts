export * from './deviceStorage.js';
export * from './outbox.js';
