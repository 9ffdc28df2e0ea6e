/** What the back office's other features may use of its notifications feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { MESSAGE_MANAGEMENT_PATH, templateEditorPath } from './paths';
