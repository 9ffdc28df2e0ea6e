import { gcm } from '@noble/ciphers/aes.js';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { utf8Decode, utf8Encode } from './utf8.js';

/** AES-GCM nonce length in bytes. */
export const PASSWORD_NONCE_BYTES = 12;
/** Length of the one-time key the server hands out with `GET api/login/randomcode`. */
export const PASSWORD_KEY_BYTES = 32;

/**
 * Encrypts a password under a one-time key (spec §5 "the password is encrypted with the random key
 * before sending") with AES-256-GCM from the audited @noble/ciphers. The key id is bound as
 * associated data, so a ciphertext cannot be replayed under another key. The caller supplies the
 * 12 random nonce bytes (crypto.getRandomValues on the web, wx.getRandomValues in WeChat).
 * Returns base64url(nonce ‖ ciphertext ‖ tag).
 */
export function encryptPassword(password: string, keyId: string, key: string, nonce: Uint8Array): string {
  if (nonce.length !== PASSWORD_NONCE_BYTES) throw new Error('nonce must be 12 bytes');
  const sealed = gcm(fromBase64Url(key), nonce, utf8Encode(keyId)).encrypt(utf8Encode(password));
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64Url(out);
}

/** Reverses `encryptPassword`; returns null for anything tampered with, malformed or under another key. */
export function decryptPassword(sealed: string, keyId: string, key: string): string | null {
  try {
    const bytes = fromBase64Url(sealed);
    if (bytes.length <= PASSWORD_NONCE_BYTES + 16) return null;
    const nonce = bytes.subarray(0, PASSWORD_NONCE_BYTES);
    const plain = gcm(fromBase64Url(key), nonce, utf8Encode(keyId)).decrypt(bytes.subarray(PASSWORD_NONCE_BYTES));
    return utf8Decode(plain);
  } catch {
    return null;
  }
}
