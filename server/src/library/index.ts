/**
 * What other domains may use of the library — nothing else of this folder is theirs to import
 * (docs/architecture.md, "Server domains"; eslint.config.js and layout.test.ts hold the border).
 */
export { catalogueAndBelow } from './catalogues/commands.js';
export { allowLearnerMediaAccess, mediaForViewer } from './mediaAccess.js';
