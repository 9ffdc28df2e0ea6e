import { sealPassword, type SealingKey, type SealedPassword } from '@peilian/shared';

/** The browser's CSPRNG: the random-bytes port of shared's sealing. */
export const browserRandomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** Encrypts a password under a one-time key (spec §5); its own chunk, so the cipher loads with the first sign-in attempt. */
export function sealWith(password: string, key: SealingKey): Promise<SealedPassword> {
  return sealPassword(password, key, browserRandomBytes);
}
