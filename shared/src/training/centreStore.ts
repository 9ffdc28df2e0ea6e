import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
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

type CentreApi = Pick<CentreStore, 'setState' | 'getState'>;

/** What the centre's slices share besides the state: the refresh in flight and what was prefetched. */
interface CentreRun {
  options: Required<CentreStoreOptions>;
  /** Each refresh's number: an answer for an older refresh or owner is dropped. */
  generation: number;
  inFlight: Promise<void> | null;
  fetchedAt: number;
  /** An answer was asked for ahead of the centre opening (app start, sign-in) and not yet taken by it. */
  prefetched: boolean;
}

/** Forgets every refresh under way and what was prefetched (another owner, or none). */
function resetRun(run: CentreRun): void {
  run.generation += 1;
  run.inFlight = null;
  run.prefetched = false;
  run.fetchedAt = Number.NEGATIVE_INFINITY;
}

function dropKept(storage: StorageAdapter): void {
  try {
    void Promise.resolve(storage.removeItem(CENTRE_STORAGE_KEY)).catch(() => undefined);
  } catch {
    // Nothing kept that storage can reach; nothing to drop.
  }
}

function keepCentre({ storage, now }: CentreRun['options'], owner: string, centre: CenterResponse): void {
  const envelope: KeptEnvelope = { v: KEPT_VERSION, owner, savedAt: now(), centre };
  const warn = (error: unknown) => console.warn('[centre] could not keep the answer on the device', error);
  try {
    void Promise.resolve(storage.setItem(CENTRE_STORAGE_KEY, JSON.stringify(envelope))).catch(warn);
  } catch (error) {
    warn(error);
  }
}

/** Shows the answer kept for `owner` (if the fresh one has not beaten it); drops another owner's. */
function restoreKept(run: CentreRun, { setState, getState }: CentreApi, owner: string, text: string | null): void {
  const envelope = envelopeFrom(text);
  if (!envelope) return;
  if (envelope.owner !== owner) {
    dropKept(run.options.storage);
    return;
  }
  const centre = run.options.parse(envelope.centre);
  if (centre && getState().owner === owner && getState().centre === null) setState({ status: 'ready', centre, kept: true });
}

/** Asks for the fresh answer; it replaces what is shown (keeping what did not change) and is kept on the device. */
function refreshCentre(run: CentreRun, { setState, getState }: CentreApi): Promise<void> {
  const owner = getState().owner;
  if (owner === null) return Promise.resolve();
  const mine = ++run.generation;
  const fetching = (async () => {
    try {
      const fresh = await run.options.fetch();
      if (mine !== run.generation) return;
      run.fetchedAt = run.options.now();
      setState({ status: 'ready', centre: keepUnchanged(getState().centre, fresh), kept: false, offline: false, failure: null });
      keepCentre(run.options, owner, fresh);
    } catch (error) {
      if (mine !== run.generation) return;
      const shown = getState().centre !== null;
      setState({ status: shown ? 'ready' : 'failed', offline: shown && isNetworkFailure(error), failure: error });
    } finally {
      if (mine === run.generation) run.inFlight = null;
    }
  })();
  run.inFlight = fetching;
  return fetching;
}

/** Makes `next` the owner: what another owner's store held is dropped, the answer kept for `next` shown. */
function switchOwner(run: CentreRun, api: CentreApi, next: CentreOwner): string {
  const owner = centreOwnerKey(next);
  if (api.getState().owner === owner) return owner;
  resetRun(run);
  api.setState({ ...IDLE, owner, status: 'loading' });
  const text = readKept(run.options.storage);
  if (text instanceof Promise) void text.then((value) => restoreKept(run, api, owner, value)).catch(() => undefined);
  else restoreKept(run, api, owner, text);
  return owner;
}

/** Opening: prefetching ahead of the page, the page opening (taking a fresh prefetched answer once), reloading. */
const createCentreOpeningSlice =
  (run: CentreRun): StateCreator<CentreState, [], [], Pick<CentreState, 'prefetch' | 'open' | 'reload'>> =>
  (setState, getState) => {
    const api = { setState, getState };
    const fresh = () => run.options.now() - run.fetchedAt < CENTRE_FRESH_MS;
    return {
      prefetch(next) {
        switchOwner(run, api, next);
        if (run.inFlight || (run.prefetched && fresh())) return run.inFlight ?? Promise.resolve();
        run.prefetched = true;
        return refreshCentre(run, api);
      },
      open(next) {
        switchOwner(run, api, next);
        // The answer prefetched for this owner is taken once, while fresh; every later opening refreshes.
        const taken = run.prefetched && (run.inFlight !== null || fresh());
        run.prefetched = false;
        if (taken) return run.inFlight ?? Promise.resolve();
        return run.inFlight ?? refreshCentre(run, api);
      },
      reload: () => refreshCentre(run, api),
    };
  };

/** Forgetting: what is shown and what is kept go (sign-out, another user). */
const createCentreForgetSlice =
  (run: CentreRun): StateCreator<CentreState, [], [], Pick<CentreState, 'forget'>> =>
  (setState) => ({
    forget() {
      resetRun(run);
      setState({ ...IDLE });
      dropKept(run.options.storage);
    },
  });

/** Builds the centre's store from its opening and forgetting slices. */
export function createCentreStore({ fetch, storage, parse = looksLikeCentre, now = () => Date.now() }: CentreStoreOptions): CentreStore {
  const run: CentreRun = { options: { fetch, storage, parse, now }, generation: 0, inFlight: null, fetchedAt: Number.NEGATIVE_INFINITY, prefetched: false };
  return createStore<CentreState>()((...api) => ({
    ...IDLE,
    ...createCentreOpeningSlice(run)(...api),
    ...createCentreForgetSlice(run)(...api),
  }));
}
