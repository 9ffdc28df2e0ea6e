/** What the back office's other features may use of its cost centre; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { HomeCapacity } from './HomeCapacity';
