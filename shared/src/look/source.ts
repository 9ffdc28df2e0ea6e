import type { StorageAdapter } from '../session/storage.js';
import { LAST_ORG_STORAGE_KEY, loadLook, type LoadedLook } from './look.js';

/** What a client gives the look source: its call of `systemconfig` and its device storage. */
export interface LookSourceDeps {
  fetch: (query: { org?: string }) => Promise<{ setting: { data: string } }>;
  storage: StorageAdapter;
}

/** The organisation's look as both learner apps read it (docs/decisions.md "The organisation's look"). */
export interface LookSource {
  /**
   * The look of the signed-in user's organisation (`token`), else, before sign-in, of `org`: one
   * read per token or organisation until `forget`, shared by every page; a failure is not kept, so
   * the next page asks again.
   */
  look(token: string, org: string | undefined): Promise<LoadedLook>;
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
    look(token, org) {
      const key = token ? `token:${token}` : `org:${org ?? ''}`;
      let look = loaded.get(key);
      if (!look) {
        look = loadLook(() => fetch(org ? { org } : {}));
        loaded.set(key, look);
        void look.then(({ error }) => error && loaded.get(key) === look && loaded.delete(key));
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
