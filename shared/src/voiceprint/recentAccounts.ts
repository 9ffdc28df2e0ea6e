import { VOICEPRINT_RECENT_ACCOUNTS } from '../schemas/voiceprint.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';

/**
 * The accounts signed in on this device (learner §7 "Voiceprint socket", §9): a voice sign-in
 * compares the recording with these first. Newest first, each once, at most
 * `VOICEPRINT_RECENT_ACCOUNTS`; kept through the platform's storage whatever the sign-in method.
 */
export const RECENT_ACCOUNTS_KEY = 'peilian.voiceprint.recent';

const isAccountList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The device's recent accounts, newest first (empty when storage refuses or holds something else). */
export function recentAccounts(storage: DeviceStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(RECENT_ACCOUNTS_KEY) ?? '[]');
    return isAccountList(stored) ? stored.slice(0, VOICEPRINT_RECENT_ACCOUNTS) : [];
  } catch {
    return [];
  }
}

/** The list with `account` put first, without its earlier place, cut to the kept number. */
export function withRecentAccount(accounts: readonly string[], account: string): string[] {
  const name = account.trim();
  if (!name) return [...accounts];
  return [name, ...accounts.filter((other) => other !== name)].slice(0, VOICEPRINT_RECENT_ACCOUNTS);
}

/** Keeps `account` as the newest; a refused write is ignored (the next sign-in tries again). */
export function rememberAccount(storage: DeviceStorage, account: string): string[] {
  const next = withRecentAccount(recentAccounts(storage), account);
  try {
    storage.setItem(RECENT_ACCOUNTS_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, full): a voice sign-in then only offers the account entry.
  }
  return next;
}

/** What `followSignIns` needs of the session store: its user's account as it changes. */
interface SignedInSource {
  getState(): { user: { account: string } | null };
  subscribe(listener: (state: { user: { account: string } | null }, previous: { user: { account: string } | null }) => void): () => void;
}

/**
 * Keeps every account the session store signs in (password, SMS, WeChat, voice…) as the newest
 * recent account; answers the way to stop.
 */
export function followSignIns(session: SignedInSource, storage: DeviceStorage): () => void {
  const signedIn = session.getState().user?.account;
  if (signedIn) rememberAccount(storage, signedIn);
  return session.subscribe((state, previous) => {
    const account = state.user?.account;
    if (account && account !== previous.user?.account) rememberAccount(storage, account);
  });
}
