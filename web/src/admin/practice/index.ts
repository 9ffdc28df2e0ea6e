/** What the back office's other features may use of its practice feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { EMOTION_OPTIONS } from './labels';
export { LatencyDrawer } from './LatencyDrawer';
export { SPEECH_IMPORT } from './speechImport';
export { SYNONYM_IMPORT } from './synonymImport';
export { LibrarySearch } from './LibrarySearch';
