/** What the back office's other features may use of its people feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { useCaller } from './useCaller';
export { treeOptions } from './userFields';
export { USER_BATCH_IMPORT, USER_IMPORT } from './userImport';
