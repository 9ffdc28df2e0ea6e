export { FAQ_IMPORT } from './faqImport';
