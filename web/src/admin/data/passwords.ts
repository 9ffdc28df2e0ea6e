import { encryptPassword, PASSWORD_NONCE_BYTES } from '@peilian/shared';
import { adminApi } from '../api';

/** What a password write sends: the password and its confirmation sealed under one fresh one-time key. */
export interface SealedPasswords {
  randomkey: string;
  password: string;
  confirmpassword: string;
}

/**
 * Seals a password and its confirmation for a write that sets one (a new user, a reset): the server's
 * one-time key is fetched for this write only, never cached.
 */
export async function sealPasswords(password: string, confirm: string): Promise<SealedPasswords> {
  const key = await adminApi.login.randomcode();
  const seal = (text: string) => {
    const nonce = new Uint8Array(PASSWORD_NONCE_BYTES);
    crypto.getRandomValues(nonce);
    return encryptPassword(text, key.randomkey, key.key, nonce);
  };
  return { randomkey: key.randomkey, password: seal(password), confirmpassword: seal(confirm) };
}
