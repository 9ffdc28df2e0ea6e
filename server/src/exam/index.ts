/**
 * What other domains may use of the exam — nothing else of this folder is theirs to import
 * (docs/architecture.md, "Server domains"; eslint.config.js and layout.test.ts hold the border).
 */
export { loadPaper, mergedAnswers, recordExamOutcome, scoreAnswers } from './attemptState.js';
export { createQuestion } from './questions/commands.js';
