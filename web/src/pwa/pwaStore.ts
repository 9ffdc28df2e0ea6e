import { createStore } from 'zustand/vanilla';

export interface PwaState {
  /** A new version is installed and waiting for the user's consent. */
  updateReady: boolean;
  /** Activates the waiting version; the page reloads once it controls the page. */
  applyUpdate: () => void;
  dismiss: () => void;
  /** Asks the browser to install the app, while it offers to (`installOffer.ts`); null otherwise. */
  install: (() => Promise<void>) | null;
}

/** Service worker status for the update prompt. */
export const pwaStore = createStore<PwaState>((set) => ({
  updateReady: false,
  applyUpdate: () => undefined,
  dismiss: () => set({ updateReady: false }),
  install: null,
}));
