import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the tests keep their databases: the memory-backed `/dev/shm` where the machine has it (Linux),
 * else the system's temporary directory. Every server a browser or mini-program file starts copies the
 * 43 MB seeded database (~1 400 files) and writes to it; on disk the copy alone took 1.1–2 s of each
 * start, in memory ~0.1 s (docs/testing.md, "A browser file's start").
 */
function scratchRoot(): string {
  try {
    const shm = '/dev/shm';
    if (statSync(shm).isDirectory()) {
      accessSync(shm, constants.W_OK);
      return shm;
    }
  } catch {
    // no /dev/shm on this machine
  }
  return tmpdir();
}

const SCRATCH_ROOT = scratchRoot();

/** A fresh directory under the scratch root, named `<prefix>XXXXXX`. */
export function scratchDir(prefix: string): Promise<string> {
  return mkdtemp(join(SCRATCH_ROOT, prefix));
}
