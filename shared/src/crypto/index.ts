export * from './base64url.js';
export * from './password.js';
export * from './utf8.js';
export * from './seal.js';
export * from './sealedText.js';
