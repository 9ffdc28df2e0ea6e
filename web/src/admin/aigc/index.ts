/** What the back office's other features may use of AI question generation; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { AIGC_PATH, aigcDetailPath } from './paths';
