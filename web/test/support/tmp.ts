import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** web/.tmp — scratch space for browser profiles, server data and dist copies (git-ignored). */
export const TMP_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp');

/** A fresh, empty directory under web/.tmp. */
export function freshDir(prefix: string): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  return mkdtempSync(join(TMP_ROOT, `${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
