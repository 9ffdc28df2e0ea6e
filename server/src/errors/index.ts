export { AppError, ValidationError, appError } from './appError.js';
export { errorHandler, pickLanguage, requestLanguage, writeError } from './errorHandler.js';
