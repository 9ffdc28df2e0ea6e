import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3.js';
import { loadConfig } from '../config.js';
import { S3FileStorage } from './s3.js';
import type { S3Config } from './config.js';

let fake: FakeS3;
let storage: S3FileStorage;

beforeAll(async () => {
  fake = await startFakeS3();
  const config = loadConfig({ ...fake.env, EDITION: 'hosted' }).storage;
  if (config.kind !== 's3') throw new Error('STORAGE=s3 was not taken');
  storage = new S3FileStorage(config as S3Config & { kind: 's3' });
});
afterAll(() => fake?.close());

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('the S3 file storage', () => {
  it('puts, sizes, reads ranges, lists and removes objects', async () => {
    const key = 'org1/file/20261121/abc.pdf';
    const stored = await storage.putStream(key, Readable.from([Buffer.from('%PDF-1.4 hello')]), { contentType: 'application/pdf' });
    expect(stored).toEqual({ path: `/files/${key}`, size: 14 });
    expect(await storage.size(key)).toBe(14);
    expect(await text(await storage.read(key, { start: 9, end: 13 }))).toBe('hello');
    expect(await storage.list('org1/')).toEqual([{ key, size: 14 }]);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
  });
});
