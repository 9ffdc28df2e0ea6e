import { z } from 'zod';

/**
 * Where stored files live, merged into the schema of `src/config.ts`: local disk (`STORAGE=local`,
 * the default, and always in the private edition) or an S3-compatible bucket (`STORAGE=s3`: Tencent
 * COS, MinIO, AWS S3) reached with the AWS SDK (docs/media.md "Storage").
 */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const storageEnvShape = {
  STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, flag.default(false)),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>> & { EDITION: 'hosted' | 'private' };

export interface S3Config {
  /** Unset: AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`, MinIO) rather than the host name (COS, AWS). */
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

/** The issues of `STORAGE=s3` without its bucket and keys (called from the env schema's superRefine). */
export function storageEnvIssues(e: StorageEnv): { path: string; message: string }[] {
  if (e.STORAGE !== 's3' || e.EDITION === 'private') return [];
  const needed = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  return needed.filter((name) => !e[name]).map((name) => ({ path: name, message: 'required when STORAGE=s3' }));
}

/** Object storage when configured in the hosted edition; local disk otherwise (the private edition keeps its files on its own disk). */
export function storageConfig(e: StorageEnv): StorageConfig {
  if (e.STORAGE !== 's3' || e.EDITION === 'private' || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return { kind: 'local' };
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** The origin browsers reach the bucket at (presigned reads and part uploads). */
export function bucketOrigin(config: S3Config): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const url = new URL(config.endpoint);
  return config.forcePathStyle ? url.origin : `${url.protocol}//${config.bucket}.${url.host}`;
}

/** What the web app's Content-Security-Policy must allow for stored files: the bucket's origin, or nothing on local disk. */
export function storageCspSources(config: StorageConfig): string[] {
  return config.kind === 's3' ? [bucketOrigin(config)] : [];
}
