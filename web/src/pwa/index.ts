/** What other areas may use of the installable app; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { watchInstallOffer } from './installOffer';
export { pwaStore } from './pwaStore';
export { UpdatePrompt } from './UpdatePrompt';
