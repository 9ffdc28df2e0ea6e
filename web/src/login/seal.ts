import { encryptPassword, PASSWORD_NONCE_BYTES, type RandomCodeResponse } from '@peilian/shared';

/** Encrypts a password under a one-time key (spec §5); the nonce comes from the browser's CSPRNG. */
export function sealWith(password: string, key: Pick<RandomCodeResponse, 'randomkey' | 'key'>): { password: string; randomkey: string } {
  const nonce = crypto.getRandomValues(new Uint8Array(PASSWORD_NONCE_BYTES));
  return { password: encryptPassword(password, key.randomkey, key.key, nonce), randomkey: key.randomkey };
}
