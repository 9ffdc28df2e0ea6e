export * from './recentAccounts.js';
export * from './voiceprintPort.js';
export * from './voiceprintResult.js';
export * from './voiceprintStore.js';
export type * from './voiceprintTypes.js';
