import { sealPasswordPair, type SealedPasswordPair } from '@peilian/shared';
import { adminApi } from '../api';

/** What a password write sends: the password and its confirmation sealed under one fresh one-time key. */
export type SealedPasswords = SealedPasswordPair;

/** The browser's CSPRNG: the random-bytes port of shared's sealing. */
const browserRandomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * Seals a password and its confirmation for a write that sets one (a new user, a reset): the server's
 * one-time key is fetched for this write only, never cached.
 */
export function sealPasswords(password: string, confirm: string): Promise<SealedPasswords> {
  return sealPasswordPair(password, confirm, () => adminApi.login.randomcode(), browserRandomBytes);
}
