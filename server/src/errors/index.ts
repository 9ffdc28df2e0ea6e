export { AppError, ValidationError, appError, invalidInput, rulesError } from './appError.js';
export { errorHandler, pickLanguage, requestLanguage, writeError } from './errorHandler.js';
export { classify, refusalOf, socketRefusal, type Refusal } from './refusal.js';
