import { ONLINE_HEARTBEAT_MS } from '@peilian/shared';

/** A visibility regain sooner than this after the last beat does not send another. */
export const VISIBILITY_BEAT_GAP_MS = 5_000;

export interface HeartbeatOptions {
  intervalMs?: number;
  /** Where visibility changes are observed (the document). */
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now?: () => number;
}

/**
 * The online heartbeat (spec §7: `POST api/trainning/system/online` every 30 000 ms for signed-in
 * users): one beat at once, then every interval, and one when the page becomes visible again
 * (background tabs throttle timers). Returns the stop function.
 */
export function startHeartbeat(
  beat: () => void,
  { intervalMs = ONLINE_HEARTBEAT_MS, visibility = document, now = Date.now }: HeartbeatOptions = {},
): () => void {
  let last = now();
  const send = () => {
    last = now();
    beat();
  };
  const onVisibility = () => {
    if (visibility.visibilityState === 'visible' && now() - last >= VISIBILITY_BEAT_GAP_MS) send();
  };
  send();
  const timer = setInterval(send, intervalMs);
  visibility.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    visibility.removeEventListener('visibilitychange', onVisibility);
  };
}
