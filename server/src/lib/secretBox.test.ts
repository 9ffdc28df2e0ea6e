import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/harness.js';
import { installationSecrets, parseSecretsKey, secretBox } from './secretBox.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => dir.remove());

describe('secrets sealed at rest', () => {
  it('opens what it sealed, and nothing sealed under another key or damaged', () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('smtp-密码');
    expect(sealed).not.toContain('smtp');
    expect(sealed).not.toBe(box.seal('smtp-密码'));
    expect(box.open(sealed)).toBe('smtp-密码');
    expect(secretBox(randomBytes(32)).open(sealed)).toBeUndefined();
    expect(box.open(`${sealed.slice(0, -4)}AAAA`)).toBeUndefined();
    expect(box.open('plain text')).toBeUndefined();
  });

  it('reads SECRETS_KEY as base64 or hex, else keeps one key file per data directory', async () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseSecretsKey('short')).toBeUndefined();
    const sealed = installationSecrets({ secretsKey: undefined, dataDir: dir.dir }).seal('x');
    expect(installationSecrets({ secretsKey: undefined, dataDir: dir.dir }).open(sealed)).toBe('x');
    const stored = Buffer.from((await readFile(path.join(dir.dir, 'secrets.key'), 'utf8')).trim(), 'base64');
    expect(secretBox(stored).open(sealed)).toBe('x');
    expect(installationSecrets({ secretsKey: key, dataDir: dir.dir }).open(sealed)).toBeUndefined();
  });
});
