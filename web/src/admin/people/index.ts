export { useCaller } from './useCaller';
export { treeOptions } from './userFields';
export { USER_BATCH_IMPORT, USER_IMPORT } from './userImport';
