import { keepFilesInBin } from '../data/recycleBin.js';
import type { Db } from '../db/client.js';
import type { RecycledFiles } from '../db/schema/index.js';
import type { FileStorage } from './files.js';

/** Removes stored files: each key, and every file under each prefix. */
export async function removeFiles(storage: FileStorage, { keys, prefixes }: RecycledFiles): Promise<void> {
  for (const key of keys) await storage.remove(key);
  for (const prefix of prefixes) for (const file of await storage.list(prefix)) await storage.remove(file.key);
}

/**
 * Lets go of the stored files of a deleted record: kept with the deletion's recycle-bin entry when
 * it goes to the bin (the permanent delete removes them; a restore needs them), removed now otherwise.
 */
export async function discardFiles(deps: { db: Db; storage: FileStorage }, files: Partial<RecycledFiles>): Promise<void> {
  const whole = { keys: files.keys ?? [], prefixes: files.prefixes ?? [] };
  if (!(await keepFilesInBin(deps.db, whole))) await removeFiles(deps.storage, whole);
}
