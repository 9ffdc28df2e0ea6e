/** What the back office's other features may use of its library feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { ImageChooser } from './ImageChooser';
