import { pwaStore } from './pwaStore';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * Keeps the browser's offer to install the app (Chromium on Android and desktop fires
 * `beforeinstallprompt` when the app may be installed) instead of letting it show its own banner,
 * so the personal centre can offer 添加到桌面 where the learner looks for it. Safari and WeChat's
 * browser never fire it: there the entry is not shown. Installed, the offer is dropped.
 */
export function watchInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const offer = event as InstallPromptEvent;
    pwaStore.setState({
      install: async () => {
        pwaStore.setState({ install: null });
        await offer.prompt();
      },
    });
  });
  window.addEventListener('appinstalled', () => pwaStore.setState({ install: null }));
}
