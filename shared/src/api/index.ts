export * from './client.js';
export * from './download.js';
export * from './encode.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './envelopeSchemas.js';
export * from './transport.js';
export * from './areas.js';
