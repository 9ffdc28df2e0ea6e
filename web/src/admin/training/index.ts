/** What the back office's other features may use of its training feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { timeText } from './labels';
export { editPath, TASK_KINDS } from './taskKinds';
export { ResourcePicker } from './picker/ResourcePicker';
