import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets an organisation stores (its mail server's password, its robot's webhook key) sealed at
 * rest with AES-256-GCM under the installation's key (docs/notifications.md, "Secrets at rest"):
 * `SECRETS_KEY` (32 bytes, base64 or hex) when set — every process and machine of an installation
 * must share it — else a key generated once into `DATA_DIR/secrets.key` (the embedded install).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when the value was sealed under another key or is damaged. */
  open(sealed: string): string | undefined;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box key is 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, packed] = sealed.split(':');
      if (version !== VERSION || !packed) return undefined;
      const bytes = Buffer.from(packed, 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** `SECRETS_KEY` decoded (base64 or 64 hex digits), or undefined when it is not 32 bytes. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

const boxes = new Map<string, SecretBox>();

/** The installation's box: from `secretsKey` when set, else the data directory's key file (made on first use). */
export function installationSecrets(config: { secretsKey: Buffer | undefined; dataDir: string }): SecretBox {
  if (config.secretsKey) return secretBox(config.secretsKey);
  const file = path.join(config.dataDir, 'secrets.key');
  const known = boxes.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes(32);
    try {
      // `wx`: of two processes making it at once, one writes and the other reads what it wrote.
      writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
  const box = secretBox(key);
  boxes.set(file, box);
  return box;
}
