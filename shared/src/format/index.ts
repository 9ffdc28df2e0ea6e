export * from './format.js';
export * from './highlight.js';
export * from './zone.js';
export * from './operationText.js';
export * from './fileNames.js';
export * from './operationFields.js';
