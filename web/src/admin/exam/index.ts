export { EXAM_IMPORT, QUESTION_IMPORT } from './examImports';
