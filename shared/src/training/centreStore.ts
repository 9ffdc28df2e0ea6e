import { createStore, type StoreApi } from 'zustand/vanilla';
import { isNetworkFailure } from '../api/client.js';
import type { CenterResponse } from '../schemas/learnerTasks.js';
import type { StorageAdapter } from '../session/storage.js';
import { firstBannerOf, keepUnchanged, looksLikeCentre } from './centreKept.js';

/**
 * The training centre (`/user/dashboard/center`), one store for the PWA and the mini-program,
 * stale-while-revalidate: the last answer is kept on the device (the app's storage adapter) for its
 * owner — user and organisation — and shown at once when the same owner opens the centre
 * again, while the fresh answer is asked for behind it. The fresh answer replaces it keeping every
 * banner and package that did not change as the same object, so the apps re-render only what did.
 * Another owner never sees a kept answer: opening the centre for someone else drops it, and the
 * apps call `forget` (or remove {@link CENTRE_STORAGE_KEY}) on sign-out.
 */

/** The storage key of the one kept centre (the last owner's). */
export const CENTRE_STORAGE_KEY = 'peilian-centre';
/** Bump when the kept envelope's shape changes: an older one is then ignored. */
const KEPT_VERSION = 1;
/** A prefetched answer (app start, sign-in) older than this is not taken by the centre page: it asks again. */
export const CENTRE_FRESH_MS = 30_000;

/**
 * Whose centre it is: a kept answer is shown only to the same user in the same organisation. The
 * language is not part of it: the answer holds no text the server words in the learner's language
 * (titles are the organisation's own, times are instants).
 */
export interface CentreOwner {
  userId: string;
  orgId: string;
}

export const centreOwnerKey = ({ userId, orgId }: CentreOwner): string => `${userId}|${orgId}`;

export type CentreStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CentreState {
  /** The owner key of what the store holds (null before the first `open` and after `forget`). */
  owner: string | null;
  /** `ready` whenever there is a centre to show, kept or fresh; `loading` only with nothing to show. */
  status: CentreStatus;
  centre: CenterResponse | null;
  /** What is shown was kept on the device; the fresh answer has not arrived (yet). */
  kept: boolean;
  /** The fresh answer could not be fetched for want of a network: the kept one stays. */
  offline: boolean;
  /** Why the last refresh failed (the apps word it); null after a success. */
  failure: unknown;
  /**
   * Asks for `owner`'s centre ahead of the page (at app start, as a sign-in lands on it): shows the
   * answer kept for them at once (synchronously when the storage is) and starts the fresh one.
   */
  prefetch(owner: CentreOwner): Promise<void>;
  /**
   * The centre page opens for `owner`: the kept answer shows at once and the fresh one is asked for
   * behind it — taking over the prefetched one instead when it is on its way or just arrived.
   */
  open(owner: CentreOwner): Promise<void>;
  /** Asks for the fresh answer now (pull to refresh, back online), keeping what is shown meanwhile. */
  reload(): Promise<void>;
  /** Drops what is shown and what is kept (sign-out, another user). */
  forget(): void;
}

export type CentreStore = StoreApi<CentreState>;

export interface CentreStoreOptions {
  fetch: () => Promise<CenterResponse>;
  storage: StorageAdapter;
  /**
   * Checks a kept answer read back from storage; null refuses it. The mini-program passes the
   * response schema; the PWA, whose first load carries no zod, the default shape check (the kept
   * answer was schema-checked when it arrived, and the fresh one replaces it a round trip later).
   */
  parse?: (body: unknown) => CenterResponse | null;
  now?: () => number;
}

interface KeptEnvelope {
  v: number;
  owner: string;
  savedAt: number;
  centre: unknown;
}

const IDLE = { owner: null, status: 'idle', centre: null, kept: false, offline: false, failure: null } as const;

/** Reads the kept envelope's text, synchronously when the storage is, else as a promise. */
function readKept(storage: StorageAdapter): string | null | Promise<string | null> {
  try {
    return storage.getItem(CENTRE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function envelopeFrom(text: string | null): KeptEnvelope | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<KeptEnvelope> | null;
    return value && value.v === KEPT_VERSION && typeof value.owner === 'string' ? (value as KeptEnvelope) : null;
  } catch {
    return null;
  }
}

/** The first banner's image of the answer kept for `owner`, to start loading it before the centre renders. */
export function keptFirstBanner(text: string | null, owner: CentreOwner): string | null {
  const envelope = envelopeFrom(text);
  if (envelope?.owner !== centreOwnerKey(owner)) return null;
  return firstBannerOf(envelope.centre);
}

export function createCentreStore({ fetch, storage, parse = looksLikeCentre, now = () => Date.now() }: CentreStoreOptions): CentreStore {
  /** Each refresh's number: an answer for an older refresh or owner is dropped. */
  let generation = 0;
  let inFlight: Promise<void> | null = null;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  /** An answer was asked for ahead of the centre opening (app start, sign-in) and not yet taken by it. */
  let prefetched = false;

  const drop = () => {
    try {
      void Promise.resolve(storage.removeItem(CENTRE_STORAGE_KEY)).catch(() => undefined);
    } catch {
      // Nothing kept that storage can reach; nothing to drop.
    }
  };

  const store = createStore<CentreState>()((set, get) => {
    const keep = (owner: string, centre: CenterResponse) => {
      const envelope: KeptEnvelope = { v: KEPT_VERSION, owner, savedAt: now(), centre };
      const warn = (error: unknown) => console.warn('[centre] could not keep the answer on the device', error);
      try {
        void Promise.resolve(storage.setItem(CENTRE_STORAGE_KEY, JSON.stringify(envelope))).catch(warn);
      } catch (error) {
        warn(error);
      }
    };

    /** Shows the answer kept for `owner` (if the fresh one has not beaten it); drops another owner's. */
    const restore = (owner: string, text: string | null) => {
      const envelope = envelopeFrom(text);
      if (!envelope) return;
      if (envelope.owner !== owner) {
        drop();
        return;
      }
      const centre = parse(envelope.centre);
      if (centre && get().owner === owner && get().centre === null) set({ status: 'ready', centre, kept: true });
    };

    const refresh = (): Promise<void> => {
      const owner = get().owner;
      if (owner === null) return Promise.resolve();
      const mine = ++generation;
      const run = (async () => {
        try {
          const fresh = await fetch();
          if (mine !== generation) return;
          fetchedAt = now();
          set({ status: 'ready', centre: keepUnchanged(get().centre, fresh), kept: false, offline: false, failure: null });
          keep(owner, fresh);
        } catch (error) {
          if (mine !== generation) return;
          const shown = get().centre !== null;
          set({ status: shown ? 'ready' : 'failed', offline: shown && isNetworkFailure(error), failure: error });
        } finally {
          if (mine === generation) inFlight = null;
        }
      })();
      inFlight = run;
      return run;
    };

    /** Makes `next` the owner: what another owner's store held is dropped, the answer kept for `next` shown. */
    const switchTo = (next: CentreOwner): string => {
      const owner = centreOwnerKey(next);
      if (get().owner === owner) return owner;
      generation += 1;
      inFlight = null;
      prefetched = false;
      fetchedAt = Number.NEGATIVE_INFINITY;
      set({ ...IDLE, owner, status: 'loading' });
      const text = readKept(storage);
      if (text instanceof Promise) void text.then((value) => restore(owner, value)).catch(() => undefined);
      else restore(owner, text);
      return owner;
    };

    return {
      ...IDLE,
      prefetch(next) {
        switchTo(next);
        if (inFlight || (prefetched && now() - fetchedAt < CENTRE_FRESH_MS)) return inFlight ?? Promise.resolve();
        prefetched = true;
        return refresh();
      },
      open(next) {
        switchTo(next);
        // The answer prefetched for this owner is taken once, while fresh; every later opening refreshes.
        const taken = prefetched && (inFlight !== null || now() - fetchedAt < CENTRE_FRESH_MS);
        prefetched = false;
        if (taken) return inFlight ?? Promise.resolve();
        return inFlight ?? refresh();
      },
      reload: refresh,
      forget() {
        generation += 1;
        inFlight = null;
        prefetched = false;
        fetchedAt = Number.NEGATIVE_INFINITY;
        set({ ...IDLE });
        drop();
      },
    };
  });
  return store;
}
