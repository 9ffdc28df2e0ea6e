export * from './events.js';
export * from './table.js';
export * from './voiceChannels.js';
export * from './voiceprint.js';
