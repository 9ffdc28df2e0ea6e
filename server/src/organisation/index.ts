/**
 * What other domains may use of organisation — the settings sign-in and the user managers read;
 * nothing else of this folder is theirs to import (docs/architecture.md, "Server domains";
 * eslint.config.js and layout.test.ts hold the border).
 */
export { waterConfigOf } from './look/settings.js';
export { DEFAULT_IDENTITY_SETTINGS, identitySettings } from './orgSettings.js';
export { voiceprintOptionsOf, type VoiceprintOptions } from './options/voiceprintOptions.js';
export { isDealer } from './dealer.js';
