/** What other areas may use of the learner's exams; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { examPath } from './paths';
