import { useEffect } from 'react';

/** How old a setting may be when the user comes back to the tab before it is read again. */
export const REFRESH_ON_RETURN_MS = 30_000;

/**
 * Calls `refresh` when the page becomes visible again at least `maxAgeMs` after it was last read:
 * a tab left open picks up the organisation's new watermark or look when the user returns to it,
 * without polling while it is hidden.
 */
export function useRefreshOnReturn(refresh: () => void, maxAgeMs = REFRESH_ON_RETURN_MS): void {
  useEffect(() => {
    let readAt = Date.now();
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - readAt < maxAgeMs) return;
      readAt = Date.now();
      refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh, maxAgeMs]);
}
