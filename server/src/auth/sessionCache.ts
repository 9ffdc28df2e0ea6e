import type { ActiveSession } from '../data/sessions.js';
import type { ProcessNotice } from '../realtime/processBus.js';

/** The notices that make cached tokens stale. */
export type SessionDrop = Extract<ProcessNotice, { kind: 'session' | 'users' | 'department' | 'organisation' }>;

const SESSION_DROPS: ReadonlySet<ProcessNotice['kind']> = new Set(['session', 'users', 'department', 'organisation']);

export const isSessionDrop = (notice: ProcessNotice): notice is SessionDrop => SESSION_DROPS.has(notice.kind);

interface Entry {
  found: ActiveSession;
  expiresAt: number;
}

/**
 * A short-lived, per-process memory of resolved session tokens, so an authenticated request does
 * not query the database on every call (`SESSION_CACHE_MS`, default 1000; 0 turns it off).
 *
 * Every path in this process that ends a session or changes what a token resolves to (the user row,
 * its department's name) drops the affected entries after its transaction commits, so this process
 * sees the change on the very next request. Each drop is announced (`announce`, by default applied
 * here only): with several processes the server publishes it to the others, which `apply` it as it
 * arrives; without Redis they see it within the TTL.
 *
 * A read that started before a drop must not put its (possibly older) answer back: every drop
 * moves the epoch on, and `set` refuses an answer read under an earlier epoch.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly announce: (drop: SessionDrop) => void = (drop) => this.apply(drop),
  ) {}

  /** Taken before reading a session from the database and handed back to `set`. */
  get epoch(): number {
    return this.generation;
  }

  get(tokenHash: string, now: number): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.found;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Remembers a resolved token, unless something was dropped since the read began (`readEpoch`). */
  set(tokenHash: string, found: ActiveSession, now: number, readEpoch: number): void {
    if (this.ttlMs <= 0 || readEpoch !== this.generation) return;
    // Maps iterate in insertion order, so the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(tokenHash, { found, expiresAt: now + this.ttlMs });
  }

  /** Forgets a session that has just ended (logout, a newer login, a password change, a disabled account). */
  dropSession(sessionId: string): void {
    this.announce({ kind: 'session', sessionId });
  }

  /** Forgets every session of these users: their row changed (language, profile, role, access, password). */
  dropUsers(orgId: string, userIds: Iterable<string>): void {
    this.announce({ kind: 'users', orgId, userIds: [...new Set(userIds)] });
  }

  /** Forgets every session of a department's users: its name, shown with them, changed. */
  dropDepartment(orgId: string, departmentId: string): void {
    this.announce({ kind: 'department', orgId, departmentId });
  }

  /** Forgets every session of an organisation: its settings, delivered with each user (the time zone), changed. */
  dropOrganisation(orgId: string): void {
    this.announce({ kind: 'organisation', orgId });
  }

  /** Forgets the entries a drop, made here or in another process, makes stale. */
  apply(drop: SessionDrop): void {
    switch (drop.kind) {
      case 'session':
        return this.dropWhere((found) => found.session.id === drop.sessionId);
      case 'users': {
        const ids = new Set(drop.userIds);
        return this.dropWhere((found) => found.user.orgId === drop.orgId && ids.has(found.user.id));
      }
      case 'department':
        return this.dropWhere((found) => found.user.orgId === drop.orgId && found.user.departmentId === drop.departmentId);
      case 'organisation':
        return this.dropWhere((found) => found.user.orgId === drop.orgId);
    }
  }

  private dropWhere(matches: (found: ActiveSession) => boolean): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (matches(entry.found)) this.entries.delete(tokenHash);
    }
  }
}
