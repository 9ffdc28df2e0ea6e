import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3.js';
import { tempDir } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { filesRoot, LocalFileStorage } from './files.js';
import { migrateStorage } from './migrate.js';
import { S3FileStorage } from './s3.js';

const run = promisify(execFile);
let s3: FakeS3;
let data: Awaited<ReturnType<typeof tempDir>>;
let local: LocalFileStorage;
let bucket: S3FileStorage;

const FILES: Record<string, Buffer> = {
  'orgless/logo/20261121/a.png': Buffer.from('png bytes'),
  'org-1/video/20261121/b.mp4': Buffer.alloc(6 * 1024 * 1024 + 17, 7),
  'org-1/file/20261121/c.pdf': Buffer.from('%PDF-1.4 c'),
  'org-2/avatar/20261121/d.jpg': Buffer.from('jpeg'),
};

beforeAll(async () => {
  s3 = await startFakeS3();
  data = await tempDir();
  local = new LocalFileStorage(filesRoot(data.dir));
  const config = loadConfig({ ...s3.env }).storage;
  if (config.kind !== 's3') throw new Error('STORAGE=s3 was not taken');
  bucket = new S3FileStorage(config);
  for (const [key, bytes] of Object.entries(FILES)) {
    const file = path.join(local.root, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
});
afterAll(async () => {
  await s3?.close();
  await data?.remove();
});

describe('migrating a local store to object storage', () => {
  it('copies and verifies every file, then copies nothing on a second run, and mends a damaged copy', async () => {
    expect(await migrateStorage(local, bucket)).toEqual({ files: 4, copied: 4, present: 0, bytes: 6 * 1024 * 1024 + 17 + 9 + 10 + 4, failed: [] });
    for (const [key, bytes] of Object.entries(FILES)) expect(await bucket.size(key)).toBe(bytes.length);
    expect(await migrateStorage(local, bucket)).toEqual({ files: 4, copied: 0, present: 4, bytes: 0, failed: [] });
    // A copy that differs (same size, other bytes) is copied again.
    await bucket.putStream('org-1/file/20261121/c.pdf', Readable.from([Buffer.from('%PDF-1.4 X')]));
    expect(await migrateStorage(local, bucket)).toMatchObject({ copied: 1, present: 3, failed: [] });
  });

  it('is the storage:migrate command, which reports its counts as JSON', async () => {
    const { stdout } = await run('pnpm', ['exec', 'tsx', 'src/scripts/storageMigrate.ts'], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, ...s3.env, DATA_DIR: data.dir, LOG_LEVEL: 'silent' },
    });
    expect(JSON.parse(stdout)).toEqual({ files: 4, copied: 0, present: 4, bytes: 0, failed: 0, failedKeys: [] });
  });

  it('refuses to run without a bucket configured', async () => {
    const failure = await run('pnpm', ['exec', 'tsx', 'src/scripts/storageMigrate.ts'], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, STORAGE: 'local', DATA_DIR: data.dir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('STORAGE=s3') });
  });
});
