import { ONLINE_HEARTBEAT_MS } from '../limits.js';
import type { SessionStore } from './sessionStore.js';

/** A return to the foreground sooner than this after the last beat does not send another. */
export const VISIBILITY_BEAT_GAP_MS = 5_000;

/** Subscribes to the app (or page) coming back to the foreground; returns the unsubscribe. */
export type WatchVisible = (listener: () => void) => () => void;

export interface HeartbeatOptions {
  /** The platform's foreground signal: the document's visibility, WeChat's `onAppShow`. */
  watchVisible: WatchVisible;
  intervalMs?: number;
  now?: () => number;
}

/**
 * The online heartbeat (spec §7: `POST api/trainning/system/online` every 30 000 ms for signed-in
 * users): one beat at once, then every interval, and one on the return to the foreground (timers
 * of a background page or app are throttled or frozen). Returns the stop function.
 */
export function startHeartbeat(beat: () => void, { watchVisible, intervalMs = ONLINE_HEARTBEAT_MS, now = Date.now }: HeartbeatOptions): () => void {
  let last = now();
  const send = () => {
    last = now();
    beat();
  };
  send();
  const timer = setInterval(send, intervalMs);
  const unwatch = watchVisible(() => {
    if (now() - last >= VISIBILITY_BEAT_GAP_MS) send();
  });
  return () => {
    clearInterval(timer);
    unwatch();
  };
}

export interface KeepOnlineOptions extends HeartbeatOptions {
  session: SessionStore;
  /** One heartbeat call; a forced-logout code in its answer (10001) ends the session through the API client. */
  beat: () => Promise<unknown>;
}

/**
 * Beats while a user is signed in, from the sign-in (or the app's start with a stored session) to
 * the logout, restarting for the next user's token; failures other than a forced logout are only
 * logged. Returns the stop function.
 */
export function keepOnline({ session, beat, ...options }: KeepOnlineOptions): () => void {
  let token: string | null = null;
  let stopBeating: (() => void) | null = null;
  const follow = () => {
    const next = session.getState().user?.token ?? null;
    if (next === token) return;
    token = next;
    stopBeating?.();
    stopBeating = next ? startHeartbeat(() => void beat().catch((error: unknown) => console.warn('[session] heartbeat failed', error)), options) : null;
  };
  follow();
  const unsubscribe = session.subscribe(follow);
  return () => {
    unsubscribe();
    stopBeating?.();
  };
}
