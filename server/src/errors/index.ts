export { AppError, ValidationError, appError, invalidInput } from './appError.js';
export { errorHandler, pickLanguage, requestLanguage, writeError } from './errorHandler.js';
