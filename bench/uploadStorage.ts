import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { startFakeS3 } from '../server/test/fakes/s3.js';
import { measureUploadThroughput, type UploadBenchResult } from './upload.js';

/**
 * `pnpm bench:upload`: one upload of BENCH_UPLOAD_MB (default 1024) to a server of its own on each
 * storage provider — local disk (chunks through the server) and S3-compatible object storage (s3rver
 * on loopback; the parts go straight to it) — with the server's peak RSS and the time. JSON on
 * stdout (docs/benchmarks.md "Uploads on both storage providers").
 */
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);

async function withDataDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-bench-upload-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same bucket the tests use (s3rver on loopback, objects on a temporary disk). */
async function onS3(): Promise<UploadBenchResult> {
  const s3 = await startFakeS3();
  try {
    return await withDataDir((dir) => measureUploadThroughput(dir, sizeMb, s3.env));
  } finally {
    await s3.close();
  }
}

const local = await withDataDir((dir) => measureUploadThroughput(dir, sizeMb, { STORAGE: 'local' }));
const s3 = await onS3();
process.stdout.write(`${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, local, s3 }, null, 2)}\n`);
