/** What the back office's other features may use of its exam feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { EXAM_IMPORT, QUESTION_IMPORT } from './examImports';
