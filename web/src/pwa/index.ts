export { watchInstallOffer } from './installOffer';
export { pwaStore } from './pwaStore';
export { UpdatePrompt } from './UpdatePrompt';
