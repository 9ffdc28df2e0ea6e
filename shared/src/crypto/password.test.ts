import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url.js';
import { decryptPassword, encryptPassword } from './password.js';
import { utf8Decode, utf8Encode } from './utf8.js';

const key = toBase64Url(randomBytes(32));
const nonce = () => new Uint8Array(randomBytes(12));

describe('base64url', () => {
  it('round-trips every length and matches Node', () => {
    for (let n = 0; n < 40; n += 1) {
      const bytes = new Uint8Array(randomBytes(n));
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => fromBase64Url('ab$d')).toThrow();
    expect(() => fromBase64Url('a')).toThrow();
  });
});

describe('password transport encryption', () => {
  it('round-trips a password with CJK and symbols', () => {
    const sealed = encryptPassword('密码Pass@2026 ', 'k1', key, nonce());
    expect(sealed).not.toContain('Pass');
    expect(decryptPassword(sealed, 'k1', key)).toBe('密码Pass@2026 ');
  });

  it('is standard AES-256-GCM: Node decrypts what it seals and vice versa', () => {
    const sealed = fromBase64Url(encryptPassword('Peilian@2026', 'k2', key, nonce()));
    const decipher = createDecipheriv('aes-256-gcm', fromBase64Url(key), sealed.subarray(0, 12));
    decipher.setAAD(Buffer.from('k2'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    expect(plain.toString()).toBe('Peilian@2026');

    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', fromBase64Url(key), iv);
    cipher.setAAD(Buffer.from('k3'));
    const body = Buffer.concat([cipher.update('from node'), cipher.final(), cipher.getAuthTag()]);
    expect(decryptPassword(toBase64Url(Buffer.concat([iv, body])), 'k3', key)).toBe('from node');
  });

  it('refuses another key, another key id, tampering and garbage', () => {
    const sealed = encryptPassword('secret123', 'k1', key, nonce());
    expect(decryptPassword(sealed, 'k1', toBase64Url(randomBytes(32)))).toBeNull();
    expect(decryptPassword(sealed, 'other', key)).toBeNull();
    const flipped = fromBase64Url(sealed);
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    expect(decryptPassword(toBase64Url(flipped), 'k1', key)).toBeNull();
    expect(decryptPassword('not base64!', 'k1', key)).toBeNull();
    expect(decryptPassword('', 'k1', key)).toBeNull();
  });

  it('needs a 12-byte nonce', () => {
    expect(() => encryptPassword('x', 'k', key, new Uint8Array(8))).toThrow();
  });
});

describe('utf8', () => {
  it('matches the platform encoder and decoder, and refuses malformed bytes', () => {
    for (const text of ['', 'abc', '陪练', 'é', '😀 emoji', '\u{10ffff}']) {
      expect(utf8Encode(text)).toEqual(new TextEncoder().encode(text));
      expect(utf8Decode(new TextEncoder().encode(text))).toBe(text);
    }
    for (const bad of [[0xff], [0xc0, 0x80], [0xe4, 0xbd], [0xed, 0xa0, 0x80], [0x80]]) {
      expect(() => utf8Decode(Uint8Array.from(bad))).toThrow();
    }
  });
});
