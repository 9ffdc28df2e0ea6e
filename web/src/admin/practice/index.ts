export { EMOTION_OPTIONS } from './labels';
export { LatencyDrawer } from './LatencyDrawer';
export { SYNONYM_IMPORT } from './synonymImport';
