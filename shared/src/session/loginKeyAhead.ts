/** What a one-time key for sealing a password carries (`GET api/login/randomcode`), as far as keeping it goes. */
export interface OneTimeKey {
  /** Seconds the key stays usable from when the server issued it. */
  expiresIn: number;
}

/** A key fetched ahead is used only while this many seconds of its life are left (the sign-in call's own time). */
export const KEY_AHEAD_MARGIN_S = 30;

export interface LoginKeyAhead<K extends OneTimeKey> {
  /** Asks for a key now, unless one is already kept or on its way (the learner has started on the form). */
  warm(): void;
  /** The kept key while it is fresh — it is then given up, keys being single use — else a new one. */
  take(): Promise<K>;
}

/**
 * A one-time key fetched while the learner is still typing, so pressing 登录 costs one round trip
 * (the sign-in) instead of two (the key, then the sign-in): what a phone on a weak signal feels.
 * A key that failed to arrive or has too little life left is never used; a new one is fetched.
 */
export function loginKeyAhead<K extends OneTimeKey>(fetchKey: () => Promise<K>, now: () => number = Date.now): LoginKeyAhead<K> {
  let kept: { key: Promise<K>; askedAt: number } | null = null;
  return {
    warm() {
      if (kept) return;
      const key = fetchKey();
      kept = { key, askedAt: now() };
      // A failed fetch is forgotten: the next warm or take asks again.
      key.catch(() => {
        if (kept?.key === key) kept = null;
      });
    },
    async take() {
      const held = kept;
      kept = null;
      if (held) {
        const key = await held.key.catch(() => null);
        if (key && now() < held.askedAt + (key.expiresIn - KEY_AHEAD_MARGIN_S) * 1000) return key;
      }
      return fetchKey();
    },
  };
}
