import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, isNetworkFailure } from '../api/client.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { TaskDetailResponse } from '../schemas/learnerTaskDetail.js';
import type { SessionStore } from '../session/sessionStore.js';
import { centreOwnerKey, type CentreOwner } from './centreStore.js';

/**
 * A task package's detail (`/user/dashboard/task?id=`), one store for the PWA and the mini-program,
 * kept on the device like the centre: the last detail fetched of each recently opened package is
 * kept for its owner (user and organisation) through the `DeviceStorage` port and shown at once —
 * offline too, with the centre's offline notice — while the fresh one is asked for behind it.
 * Another owner never sees a kept detail, and a refusal (the package withdrawn, out of range,
 * behind its front package) drops the kept one.
 */

/** The storage key of the kept details (the last owner's). */
export const TASK_DETAIL_STORAGE_KEY = 'peilian-task-details';
/** How many packages' details are kept on the device: the most recently fetched. */
export const TASK_DETAILS_KEPT = 20;
/** Bump when the kept envelope's shape changes: an older one is then ignored. */
const KEPT_VERSION = 1;

export interface TaskDetailState {
  /** The owner key and package of what the store holds ('' before the first `open` and after `forget`). */
  owner: string;
  packageId: string;
  /** `ready` whenever there is a detail to show, kept or fresh; `loading` only with nothing to show. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  detail: TaskDetailResponse | null;
  /** What is shown was kept on the device; the fresh answer has not arrived (yet). */
  kept: boolean;
  /** The fresh answer could not be fetched for want of a network: the kept one stays. */
  offline: boolean;
  /** Why the last fetch failed (the apps word it); null after a success. */
  failure: unknown;
  /** The detail page opens for `owner`'s package: the kept detail shows at once, the fresh one is asked for. */
  open(owner: CentreOwner, packageId: string): Promise<void>;
  /** Asks for the fresh detail of the open package (back on the page, back online), keeping what is shown. */
  reload(): Promise<void>;
  /** Drops what is shown and what is kept (sign-out, another user). */
  forget(): void;
}

export type TaskDetailStore = StoreApi<TaskDetailState>;

export interface TaskDetailStoreOptions {
  fetch: (packageId: string) => Promise<TaskDetailResponse>;
  storage: DeviceStorage;
  /** Checks a kept detail read back from the device; null refuses it (default: its shape). */
  parse?: (body: unknown) => TaskDetailResponse | null;
  now?: () => number;
}

interface KeptDetail {
  savedAt: number;
  detail: unknown;
}

interface KeptEnvelope {
  v: number;
  owner: string;
  tasks: Record<string, KeptDetail>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The shape check of a kept detail, for an app whose task page carries no zod: the detail's
 * package and children, each with an id, or null. What was kept had passed the response schema.
 */
export function looksLikeTaskDetail(body: unknown): TaskDetailResponse | null {
  if (!isRecord(body) || body.successed !== true || !isRecord(body.package) || typeof body.package.id !== 'string') return null;
  const children = body.children;
  return Array.isArray(children) && children.every((child) => isRecord(child) && typeof child.id === 'string') ? (body as TaskDetailResponse) : null;
}

function readEnvelope(storage: DeviceStorage): KeptEnvelope | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(TASK_DETAIL_STORAGE_KEY) ?? 'null');
    return isRecord(value) && value.v === KEPT_VERSION && typeof value.owner === 'string' && isRecord(value.tasks) ? (value as unknown as KeptEnvelope) : null;
  } catch {
    return null;
  }
}

function writeEnvelope(storage: DeviceStorage, envelope: KeptEnvelope | null): void {
  try {
    if (envelope && Object.keys(envelope.tasks).length > 0) storage.setItem(TASK_DETAIL_STORAGE_KEY, JSON.stringify(envelope));
    else storage.removeItem(TASK_DETAIL_STORAGE_KEY);
  } catch (error) {
    console.warn('[task] could not keep the detail on the device', error);
  }
}

/** The kept envelope of `owner`; another owner's is dropped from the device. */
function ownEnvelope(storage: DeviceStorage, owner: string): KeptEnvelope {
  const envelope = readEnvelope(storage);
  if (envelope && envelope.owner !== owner) writeEnvelope(storage, null);
  return envelope?.owner === owner ? envelope : { v: KEPT_VERSION, owner, tasks: {} };
}

/** Keeps `detail` as `owner`'s for its package, the oldest beyond {@link TASK_DETAILS_KEPT} going. */
function keepDetail(options: Required<TaskDetailStoreOptions>, owner: string, packageId: string, detail: TaskDetailResponse): void {
  const envelope = ownEnvelope(options.storage, owner);
  const entries = Object.entries({ ...envelope.tasks, [packageId]: { savedAt: options.now(), detail } })
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, TASK_DETAILS_KEPT);
  writeEnvelope(options.storage, { ...envelope, tasks: Object.fromEntries(entries) });
}

function dropDetail(storage: DeviceStorage, owner: string, packageId: string): void {
  const envelope = ownEnvelope(storage, owner);
  if (!(packageId in envelope.tasks)) return;
  const { [packageId]: _dropped, ...tasks } = envelope.tasks;
  writeEnvelope(storage, { ...envelope, tasks });
}

/** A refusal the server will keep giving (withdrawn, out of range, locked): the kept detail is no longer the learner's to see. */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

const IDLE = { owner: '', packageId: '', status: 'idle', detail: null, kept: false, offline: false, failure: null } as const;

/** Builds the task detail's store over the device's storage. */
export function createTaskDetailStore({ fetch, storage, parse = looksLikeTaskDetail, now = () => Date.now() }: TaskDetailStoreOptions): TaskDetailStore {
  const options = { fetch, storage, parse, now };
  // Each fetch's number: an answer for an older fetch, package or owner is dropped.
  let generation = 0;
  return createStore<TaskDetailState>()((setState, getState) => {
    const refresh = async (): Promise<void> => {
      const { owner, packageId } = getState();
      if (!owner) return;
      const mine = ++generation;
      try {
        const detail = await options.fetch(packageId);
        if (mine !== generation) return;
        setState({ status: 'ready', detail, kept: false, offline: false, failure: null });
        keepDetail(options, owner, packageId, detail);
      } catch (error) {
        if (mine !== generation) return;
        if (isRefusal(error)) dropDetail(storage, owner, packageId);
        const shown = getState().detail !== null && !isRefusal(error);
        setState({ status: shown ? 'ready' : 'failed', detail: shown ? getState().detail : null, offline: shown && isNetworkFailure(error), failure: error });
      }
    };
    return {
      ...IDLE,
      open(next, packageId) {
        const owner = centreOwnerKey(next);
        if (getState().owner !== owner || getState().packageId !== packageId) {
          generation += 1;
          const kept = ownEnvelope(storage, owner).tasks[packageId];
          const detail = kept ? parse(kept.detail) : null;
          setState({ ...IDLE, owner, packageId, status: detail ? 'ready' : 'loading', detail, kept: detail !== null });
        }
        return refresh();
      },
      reload: refresh,
      forget() {
        generation += 1;
        setState({ ...IDLE });
        writeEnvelope(storage, null);
      },
    };
  });
}

/** What a task page shows for `owner`'s package: nothing (loading) until the store holds that very detail. */
export function selectTaskDetailView(state: TaskDetailState, owner: CentreOwner | null, packageId: string) {
  const mine = owner !== null && state.owner === centreOwnerKey(owner) && state.packageId === packageId;
  return {
    detail: mine ? state.detail : null,
    offline: mine && state.offline,
    failure: mine && state.status === 'failed' ? state.failure : null,
  };
}

/** Signing out, or another user signing in: the kept details are nobody's on screen now. Returns the unsubscribe. */
export function forgetTaskDetailsOnUserChange(store: TaskDetailStore, session: SessionStore): () => void {
  return session.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) store.getState().forget();
  });
}
