export * from './sessionStore.js';
export * from './storage.js';
export * from './loginCaptcha.js';
export * from './heartbeat.js';
export * from './deviceTokens.js';
export * from './loginKeyAhead.js';
export * from './inviteJoinStore.js';
export * from './sessionEnd.js';
