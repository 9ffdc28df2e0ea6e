/** What other areas may use of the learner's notices; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { NoticeBellEntry } from './NoticeBellEntry';
export { NoticesEntryRow } from './NoticesEntryRow';
export { TaskMessageEntry } from './TaskMessageEntry';
export { NOTICES_PATH } from './paths';
