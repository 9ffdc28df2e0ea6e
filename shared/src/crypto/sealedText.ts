import { gcm } from '@noble/ciphers/aes.js';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { utf8Decode, utf8Encode } from './utf8.js';

/** AES-GCM nonce length in bytes. */
export const SEAL_NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals text under a 256-bit key (base64url) with AES-256-GCM from the audited @noble/ciphers, which
 * runs alike on the server, in a browser and in WeChat (no WebCrypto there). `context` is bound as
 * associated data: the text opens only for the same context. A nonce must never repeat under one
 * key with another text. Returns base64url(nonce ‖ ciphertext ‖ tag).
 */
export function sealText(text: string, context: string, key: string, nonce: Uint8Array): string {
  if (nonce.length !== SEAL_NONCE_BYTES) throw new Error('nonce must be 12 bytes');
  const sealed = gcm(fromBase64Url(key), nonce, utf8Encode(context)).encrypt(utf8Encode(text));
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64Url(out);
}

/** Reverses `sealText`; returns null for anything tampered with, malformed, or under another key or context. */
export function openText(sealed: string, context: string, key: string): string | null {
  try {
    const bytes = fromBase64Url(sealed);
    if (bytes.length <= SEAL_NONCE_BYTES + TAG_BYTES) return null;
    const nonce = bytes.subarray(0, SEAL_NONCE_BYTES);
    return utf8Decode(gcm(fromBase64Url(key), nonce, utf8Encode(context)).decrypt(bytes.subarray(SEAL_NONCE_BYTES)));
  } catch {
    return null;
  }
}
