import { Workbox } from 'workbox-window';
import { pwaStore } from './pwaStore';

/**
 * Registers the generated service worker through workbox-window (loaded after the first render:
 * nothing on screen waits for it). With registerType 'prompt' a new version waits until the user
 * accepts it, then takes over and the page reloads once.
 */
export function registerServiceWorker(scriptUrl = `${import.meta.env.BASE_URL}sw.js`): Workbox | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(scriptUrl, { scope: import.meta.env.BASE_URL });
  workbox.addEventListener('waiting', () => {
    pwaStore.setState({
      updateReady: true,
      applyUpdate: () => {
        pwaStore.setState({ updateReady: false });
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.register().catch((error: unknown) => console.warn('[pwa] service worker registration failed', error));
  // Long-lived PWA sessions look for a new version whenever the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update().catch(() => undefined);
  });
  return workbox;
}
