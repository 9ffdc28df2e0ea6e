export * from './scoring.js';
export * from './drillDevice.js';
export * from './drillStore.js';
export * from './drillView.js';
