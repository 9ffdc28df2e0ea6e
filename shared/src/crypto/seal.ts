import { encryptPassword, PASSWORD_NONCE_BYTES } from './password.js';

/**
 * The platform's secure random source, a port each app passes in (crypto.getRandomValues in a
 * browser, wx.getRandomValues in WeChat): `length` random bytes.
 */
export type RandomBytes = (length: number) => Uint8Array | Promise<Uint8Array>;

/** A one-time key of `GET api/login/randomcode`: its id and the key itself. */
export interface SealingKey {
  randomkey: string;
  key: string;
}

/** A password as a write sends it: sealed, with the id of the key it is sealed under. */
export interface SealedPassword {
  randomkey: string;
  password: string;
}

/** A password and its confirmation, both sealed under one key. */
export interface SealedPasswordPair extends SealedPassword {
  confirmpassword: string;
}

/** Seals a password under a one-time key the caller holds (a sign-in's key, which its captcha may be bound to), with a fresh nonce. */
export async function sealPassword(password: string, key: SealingKey, randomBytes: RandomBytes): Promise<SealedPassword> {
  const nonce = await randomBytes(PASSWORD_NONCE_BYTES);
  return { randomkey: key.randomkey, password: encryptPassword(password, key.randomkey, key.key, nonce) };
}

/**
 * Seals a password and its confirmation for a write that sets one (a registration, a new user, a
 * reset) under a one-time key fetched for this write alone — keys are single use, never cached —
 * each with its own nonce.
 */
export async function sealPasswordPair(
  password: string,
  confirm: string,
  fetchKey: () => Promise<SealingKey>,
  randomBytes: RandomBytes,
): Promise<SealedPasswordPair> {
  const key = await fetchKey();
  const sealed = await sealPassword(password, key, randomBytes);
  const confirmed = await sealPassword(confirm, key, randomBytes);
  return { ...sealed, confirmpassword: confirmed.password };
}
