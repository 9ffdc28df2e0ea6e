/** What other areas may use of the learner's appeals; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { AppealEntry } from './AppealEntry';
export { AppealsEntryRow } from './AppealsEntryRow';
export { APPEAL_PATH, APPEALS_PATH, appealPath } from './paths';
