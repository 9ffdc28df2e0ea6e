/**
 * What other domains may use of the library — nothing else of this folder is theirs to import
 * (docs/architecture.md, "Server domains"; eslint.config.js and layout.test.ts hold the border).
 */
export { catalogueAndBelow } from './catalogues/commands.js';
export type { CatalogueRights } from './catalogues/access.js';
export { catalogueAccess, type CatalogueAccess } from './catalogues/guard.js';
export { contentAccess, type AccessRecord, type ContentAccess } from './catalogues/recordGuard.js';
export { allowLearnerMediaAccess, mediaForViewer } from './mediaAccess.js';
export { readPdfText, type DocumentText } from './documentText.js';
export { CONVERTIBLE_FORMATS } from './preview.js';
