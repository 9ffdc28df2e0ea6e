import { openText, sealText, SEAL_NONCE_BYTES } from './sealedText.js';

/** AES-GCM nonce length in bytes. */
export const PASSWORD_NONCE_BYTES = SEAL_NONCE_BYTES;
/** Length of the one-time key the server hands out with `GET api/login/randomcode`. */
export const PASSWORD_KEY_BYTES = 32;

/**
 * Encrypts a password under a one-time key (spec §5 "the password is encrypted with the random key
 * before sending"): `sealText` with the key id bound as associated data, so a ciphertext cannot be
 * replayed under another key. The caller supplies the 12 random nonce bytes (crypto.getRandomValues
 * on the web, wx.getRandomValues in WeChat).
 */
export const encryptPassword = (password: string, keyId: string, key: string, nonce: Uint8Array): string => sealText(password, keyId, key, nonce);

/** Reverses `encryptPassword`; returns null for anything tampered with, malformed or under another key. */
export const decryptPassword = (sealed: string, keyId: string, key: string): string | null => openText(sealed, keyId, key);
