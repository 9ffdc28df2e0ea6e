import { z } from 'zod';
import type { TencentCredentials } from '../config.js';

/**
 * The direct uploads' part of the environment, merged into the schema of `src/config.ts`
 * (docs/media.md "Direct uploads"): Tencent STS temporary credentials for a COS bucket
 * (`GET api/trainning/cos-credentials`) and the video service that takes video uploads
 * (`GET api/admin/v3/vod/signature`). Both use the Tencent Cloud API credentials; the private
 * edition uploads locally and has neither.
 */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));

export const cloudUploadEnvShape = {
  /** The COS bucket direct uploads go to, `<name>-<appid>`; unset = no temporary credentials. */
  TENCENT_COS_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+-\d+$/, { error: 'must be a COS bucket such as peilian-1250000000' })
      .optional(),
  ),
  TENCENT_COS_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('ap-guangzhou')),
  TENCENT_STS_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.default('https://sts.tencentcloudapi.com')),
  /** How long temporary credentials last (Tencent allows 15 minutes to 2 hours). */
  TENCENT_STS_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(900).max(7200).default(1800)),
  /** Who takes video uploads: this server's pipeline (default) or Tencent VOD's signed client upload. */
  VOD_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'tencent']).default('local')),
  TENCENT_VOD_SUB_APP_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/, { error: 'must be the numeric VOD SubAppId' }).optional()),
  /** The task flow VOD runs on an uploaded video (transcoding to what phones play). */
  TENCENT_VOD_PROCEDURE: z.preprocess(emptyToUndefined, z.string().min(1).max(64).optional()),
};

type CloudUploadEnv = z.infer<z.ZodObject<typeof cloudUploadEnvShape>> & { EDITION: 'hosted' | 'private' };

export interface StsConfig {
  bucket: string;
  /** The numeric APPID that ends the bucket name, part of every COS resource name. */
  appId: string;
  region: string;
  endpoint: string;
  seconds: number;
  credentials: TencentCredentials;
}

export type VodConfig = { provider: 'local' } | { provider: 'tencent'; subAppId?: string; procedure?: string; credentials: TencentCredentials };

export interface CloudUploadConfig {
  /** Undefined: no temporary credentials (local storage, another S3 service, the private edition). */
  sts?: StsConfig;
  vod: VodConfig;
}

/** The issues of a direct upload set up without the credentials it signs with. */
export function cloudUploadEnvIssues(e: CloudUploadEnv, credentials: Partial<TencentCredentials>): { path: string; message: string }[] {
  const needsCredentials = Boolean(e.TENCENT_COS_BUCKET) || e.VOD_PROVIDER === 'tencent';
  if (!needsCredentials || (credentials.secretId && credentials.secretKey)) return [];
  const name = e.TENCENT_COS_BUCKET ? 'TENCENT_COS_BUCKET' : 'VOD_PROVIDER=tencent';
  return [{ path: 'TENCENT_SECRET_ID', message: `TENCENT_SECRET_ID and TENCENT_SECRET_KEY (or the TENCENT_SMS_ pair) are required with ${name}` }];
}

export function cloudUploadConfig(e: CloudUploadEnv, credentials: TencentCredentials): CloudUploadConfig {
  if (e.EDITION === 'private') return { vod: { provider: 'local' } };
  const sts: StsConfig | undefined = e.TENCENT_COS_BUCKET
    ? {
        bucket: e.TENCENT_COS_BUCKET,
        appId: e.TENCENT_COS_BUCKET.slice(e.TENCENT_COS_BUCKET.lastIndexOf('-') + 1),
        region: e.TENCENT_COS_REGION,
        endpoint: e.TENCENT_STS_ENDPOINT,
        seconds: e.TENCENT_STS_SECONDS,
        credentials,
      }
    : undefined;
  const vod: VodConfig =
    e.VOD_PROVIDER === 'tencent'
      ? { provider: 'tencent', subAppId: e.TENCENT_VOD_SUB_APP_ID, procedure: e.TENCENT_VOD_PROCEDURE, credentials }
      : { provider: 'local' };
  return { sts, vod };
}
