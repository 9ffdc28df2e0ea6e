import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

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
 * A real S3-compatible server on loopback (s3rver, objects on a temporary disk) that the server
 * reaches through the AWS SDK exactly as it reaches COS, MinIO or AWS: path-style addresses,
 * signature V4 with s3rver's built-in account. Its bucket lets browsers PUT parts and read the
 * ETag (CORS), as a real bucket for direct uploads must.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  /** The environment that points the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'peilian-test';
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'peilian-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET, configs: [CORS] }],
  });
  const { port } = await s3.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket: BUCKET,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
