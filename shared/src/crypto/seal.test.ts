import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toBase64Url } from './base64url.js';
import { decryptPassword, PASSWORD_NONCE_BYTES } from './password.js';
import { sealPassword, sealPasswordPair, type SealingKey } from './seal.js';

const aKey = (randomkey = 'rk-1'): SealingKey => ({ randomkey, key: toBase64Url(nodeRandomBytes(32)) });
const randomBytes = (length: number) => new Uint8Array(nodeRandomBytes(length));

describe('sealing passwords', () => {
  it('seals a password under the key it is given, naming that key', async () => {
    const key = aKey();
    const sealed = await sealPassword('密码Pass@2026', key, randomBytes);
    expect(sealed.randomkey).toBe('rk-1');
    expect(sealed.password).not.toContain('Pass');
    expect(decryptPassword(sealed.password, 'rk-1', key.key)).toBe('密码Pass@2026');
  });

  it('asks the port for one nonce per password, and takes an asynchronous port too', async () => {
    const asked: number[] = [];
    const key = aKey();
    const sealed = await sealPassword('secret', key, async (length) => {
      asked.push(length);
      return randomBytes(length);
    });
    expect(asked).toEqual([PASSWORD_NONCE_BYTES]);
    expect(decryptPassword(sealed.password, key.randomkey, key.key)).toBe('secret');
  });

  it('seals a password and its confirmation under one freshly fetched key, each with its own nonce', async () => {
    const key = aKey('rk-pair');
    let fetched = 0;
    const sealed = await sealPasswordPair(
      'Pass@2026',
      'Pass@2026',
      async () => {
        fetched += 1;
        return key;
      },
      randomBytes,
    );
    expect(fetched).toBe(1);
    expect(sealed.randomkey).toBe('rk-pair');
    expect(sealed.password).not.toBe(sealed.confirmpassword);
    expect(decryptPassword(sealed.password, 'rk-pair', key.key)).toBe('Pass@2026');
    expect(decryptPassword(sealed.confirmpassword, 'rk-pair', key.key)).toBe('Pass@2026');
  });

  it('refuses a port that gives the wrong number of bytes', async () => {
    await expect(sealPassword('secret', aKey(), () => new Uint8Array(8))).rejects.toThrow('nonce must be 12 bytes');
  });
});
