/** What the back office's other features may use of dialogue collection; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { COLLECT_PATH, collectDetailPath } from './paths';
