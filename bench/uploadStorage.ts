import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { measureUploadThroughput, type UploadBenchResult } from './upload.js';

/** The part of s3rver's API used here (the package ships no types). */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address?: string;
  port?: number;
  silent?: boolean;
  directory?: string;
  vhostBuckets?: boolean;
  configureBuckets?: { name: string; configs?: string[] }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/**
 * `pnpm bench:upload`: one upload of BENCH_UPLOAD_MB (default 1024) to a server of its own on each
 * storage provider — local disk (chunks through the server) and S3-compatible object storage (s3rver
 * on loopback; the parts go straight to it) — with the server's peak RSS and the time. JSON on
 * stdout (docs/benchmarks.md "Uploads on both storage providers").
 */
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const BUCKET = 'peilian-bench';

async function withDataDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-bench-upload-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function onS3(): Promise<UploadBenchResult> {
  return withDataDir(async (dir) => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 'bucket'),
      vhostBuckets: false,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    try {
      return await measureUploadThroughput(path.join(dir, 'data'), sizeMb, {
        STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      });
    } finally {
      await s3.close();
    }
  });
}

const local = await withDataDir((dir) => measureUploadThroughput(dir, sizeMb, { STORAGE: 'local' }));
const s3 = await onS3();
process.stdout.write(`${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, local, s3 }, null, 2)}\n`);
