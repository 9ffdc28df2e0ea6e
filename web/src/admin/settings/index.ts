/** What the back office's other features may use of its settings feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { useSettingSave } from './useSettingSave';
