import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FileStorage, type LocalFileStorage } from './files.js';

/** What a migration of a local store did: every file is copied, already there, or failed its check. */
export interface StorageMigration {
  files: number;
  copied: number;
  /** Already in the target with the same size and SHA-256 (a run again copies nothing). */
  present: number;
  bytes: number;
  /** Keys whose copy did not verify (size or SHA-256), left for another run. */
  failed: string[];
}

async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Every stored key of a local store (each top-level folder: `orgless`, each organisation). */
async function localKeys(source: LocalFileStorage): Promise<{ key: string; size: number }[]> {
  const folders = await readdir(source.root, { withFileTypes: true }).catch(() => []);
  const found: { key: string; size: number }[] = [];
  for (const folder of folders) if (folder.isDirectory() && /^[A-Za-z0-9_-]+$/.test(folder.name)) found.push(...(await source.list(`${folder.name}/`)));
  return found;
}

/**
 * Copies every file of a local store to another storage (object storage) and verifies each: the
 * target's size and SHA-256, both streamed, must equal the source's. A file already in the target
 * with the same size and hash is left alone, so the migration can run again after a failure or while
 * the server still writes locally (a last run after switching `STORAGE=s3` catches up). Memory stays
 * at a few MB whatever the file sizes: nothing is held whole.
 */
export async function migrateStorage(
  source: LocalFileStorage,
  target: FileStorage,
  onFile?: (key: string, outcome: string) => void,
): Promise<StorageMigration> {
  const result: StorageMigration = { files: 0, copied: 0, present: 0, bytes: 0, failed: [] };
  for (const { key, size } of await localKeys(source)) {
    result.files += 1;
    const file = path.join(source.root, ...key.split('/'));
    const local = await digest(createReadStream(file));
    const sameAs = async () => (await target.size(key)) === size && (await digest(await target.read(key))).sha256 === local.sha256;
    if (await sameAs()) {
      result.present += 1;
      onFile?.(key, 'present');
      continue;
    }
    await target.putStream(key, createReadStream(file));
    if (await sameAs()) {
      result.copied += 1;
      result.bytes += size;
      onFile?.(key, 'copied');
    } else {
      result.failed.push(key);
      onFile?.(key, 'failed');
    }
  }
  return result;
}
