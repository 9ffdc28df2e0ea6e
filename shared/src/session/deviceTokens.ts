import type { StorageAdapter } from './storage.js';

/** Where the device tokens are kept (not in the session store: they outlive every session). */
export const DEVICE_TOKENS_KEY = 'peilian-device-tokens';
/** Accounts remembered per device; the oldest goes first. */
const KEPT = 10;

/** The account as the server keys it: trimmed and lower-cased. */
const accountKey = (account: string) => account.trim().toLowerCase();

export interface DeviceTokens {
  /** The token this device got when the account last signed in here with its password. */
  tokenFor(account: string): Promise<string | undefined>;
  /** Keeps the token a password sign-in of the account answered, replacing the one it had. */
  remember(account: string, token: string): Promise<void>;
  /** Keeps the token of a sign-in's answer, if it carries one (an account choice or a forced change does not). */
  keepFrom(account: string, answer: object): Promise<void>;
}

async function read(storage: StorageAdapter): Promise<[string, string][]> {
  try {
    const parsed: unknown = JSON.parse((await storage.getItem(DEVICE_TOKENS_KEY)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is [string, string] => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string'))
      : [];
  } catch {
    return [];
  }
}

/**
 * The device tokens of password sign-ins (docs/security.md "Password guessing"): a sign-in that
 * sends the account's token comes from a device the account knows, which an attacker's failed
 * guesses never pause. Kept by account in the app's storage (localStorage, WeChat storage), at most
 * ten accounts.
 */
export function createDeviceTokens(storage: StorageAdapter): DeviceTokens {
  const tokens: DeviceTokens = {
    async tokenFor(account) {
      const key = accountKey(account);
      return (await read(storage)).find(([name]) => name === key)?.[1];
    },
    async remember(account, token) {
      const key = accountKey(account);
      const others = (await read(storage)).filter(([name]) => name !== key);
      await storage.setItem(DEVICE_TOKENS_KEY, JSON.stringify([[key, token], ...others].slice(0, KEPT)));
    },
    async keepFrom(account, answer) {
      const token: unknown = 'devicetoken' in answer ? answer.devicetoken : undefined;
      if (typeof token === 'string' && token) await tokens.remember(account, token);
    },
  };
  return tokens;
}
