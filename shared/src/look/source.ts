import type { StorageAdapter } from '../session/storage.js';
import { LAST_ORG_STORAGE_KEY, loadLook, LOOK_KEPT_STORAGE_PREFIX, parseLook, type LoadedLook } from './look.js';

/** What a client gives the look source: its call of `systemconfig` and its device storage. */
export interface LookSourceDeps {
  fetch: (query: { org?: string }) => Promise<{ setting: { data: string } }>;
  storage: StorageAdapter;
}

/** The organisation's look as both learner apps read it (docs/decisions.md "The organisation's look"). */
export interface LookSource {
  /**
   * The look of the signed-in user's organisation (`token`, the organisation `userOrg`), else,
   * before sign-in, of `org`: one read per token or organisation until `forget`, shared by every
   * page. Each look read is kept on the device, and stands in, without a message, when a later read
   * fails (offline); a failure is not remembered, so the next page asks again.
   */
  look(token: string, org: string | undefined, userOrg?: string): Promise<LoadedLook>;
  /** Drops every look read (after the back office saves one, or when the user comes back to the app). */
  forget(): void;
  /** Keeps `orgid` as the organisation this device last signed into. */
  rememberOrg(orgid: string): Promise<void>;
  /** The organisation this device last signed into, null when none (or the storage cannot say). */
  lastOrg(): Promise<string | null>;
}

export function createLookSource({ fetch, storage }: LookSourceDeps): LookSource {
  const loaded = new Map<string, Promise<LoadedLook>>();
  return {
    look(token, org, userOrg) {
      const key = token ? `token:${token}` : `org:${org ?? ''}`;
      let look = loaded.get(key);
      if (!look) {
        const read = loadLook(() => fetch(org ? { org } : {}));
        void read.then(({ error }) => error && loaded.get(key) === look && loaded.delete(key));
        look = read.then((answer) => keptOnDevice(storage, token ? userOrg : org, answer));
        loaded.set(key, look);
      }
      return look;
    },
    forget() {
      loaded.clear();
    },
    async rememberOrg(orgid) {
      try {
        await storage.setItem(LAST_ORG_STORAGE_KEY, orgid);
      } catch {
        // Only the login page's look before the next sign-in depends on it.
      }
    },
    async lastOrg() {
      try {
        return await storage.getItem(LAST_ORG_STORAGE_KEY);
      } catch {
        return null;
      }
    },
  };
}

/**
 * Keeps a look read on the device under its organisation, or, when the read failed, answers the
 * look kept for it (without the failure's message); `owner` empty keeps nothing (the product's own look).
 */
async function keptOnDevice(storage: LookSourceDeps['storage'], owner: string | undefined, answer: LoadedLook): Promise<LoadedLook> {
  if (!owner) return answer;
  const key = `${LOOK_KEPT_STORAGE_PREFIX}${owner}`;
  try {
    if (!answer.error) {
      await storage.setItem(key, JSON.stringify(answer.look));
      return answer;
    }
    const kept = await storage.getItem(key);
    return kept ? { look: parseLook(kept), error: null } : answer;
  } catch {
    return answer;
  }
}
