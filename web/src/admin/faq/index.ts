/** What the back office's other features may use of its faq feature; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { FAQ_IMPORT } from './faqImport';
