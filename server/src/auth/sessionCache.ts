import type { ActiveSession } from '../data/sessions.js';

/**
 * A short-lived, per-process memory of resolved session tokens, so an authenticated request does
 * not query the database on every call. Every path that ends a session in this process drops it at
 * once; a change made by another process (or directly in the database) is seen within `ttlMs`.
 * A ttl of 0 (the default, `SESSION_CACHE_MS`) turns the cache off: edits to the user row do not
 * drop entries yet.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: ActiveSession; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.found;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, found: ActiveSession, now: number): void {
    if (this.ttlMs <= 0) return;
    // Maps iterate in insertion order, so the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(tokenHash, { found, expiresAt: now + this.ttlMs });
  }

  /** Forgets a session that has just ended (logout, a newer login, a password change, a disabled account). */
  dropSession(sessionId: string): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.found.session.id === sessionId) this.entries.delete(tokenHash);
    }
  }
}
