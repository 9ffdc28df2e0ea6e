import { tc3Headers } from '../sms/tc3.js';
import type { StsConfig } from './config.js';

const VERSION = '2018-08-13';
const TIMEOUT_MS = 10_000;

/** What a direct upload may do in its prefix: simple, form and multipart uploads, nothing else. */
const UPLOAD_ACTIONS = [
  'name/cos:PutObject',
  'name/cos:PostObject',
  'name/cos:InitiateMultipartUpload',
  'name/cos:ListParts',
  'name/cos:UploadPart',
  'name/cos:CompleteMultipartUpload',
  'name/cos:AbortMultipartUpload',
];

/** Tencent STS could not hand out credentials (unreachable, refused the call). */
export class StsError extends Error {
  override name = 'StsError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface TemporaryCredentials {
  tmpSecretId: string;
  tmpSecretKey: string;
  sessionToken: string;
  /** Unix seconds. */
  startTime: number;
  expiredTime: number;
}

interface GetFederationTokenResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    Credentials?: { Token?: string; TmpSecretId?: string; TmpSecretKey?: string };
    ExpiredTime?: number;
  };
}

/** What the credentials may put: where, and at most how large an image (COS checks both on every request). */
export interface UploadScope {
  /** The key prefix, `<organisation>/<kind>/`. */
  prefix: string;
  maxBytes: number;
}

/**
 * The policy of credentials that may only upload images of at most `maxBytes` under `prefix` of the
 * bucket (COS resource names: `qcs::cos:<region>:uid/<appid>:<bucket>/<key>`; conditions on the
 * request's `cos:content-length` and `cos:content-type`).
 */
export function uploadPolicy(config: StsConfig, { prefix, maxBytes }: UploadScope): string {
  const resource = `qcs::cos:${config.region}:uid/${config.appId}:${config.bucket}/${prefix}*`;
  const condition = { numeric_less_than_equal: { 'cos:content-length': maxBytes }, string_like: { 'cos:content-type': 'image/*' } };
  return JSON.stringify({ version: '2.0', statement: [{ effect: 'allow', action: UPLOAD_ACTIONS, resource: [resource], condition }] });
}

/**
 * Temporary credentials that may only upload images within `scope` (Tencent Cloud API 3.0, `sts`
 * GetFederationToken 2018-08-13, TC3-HMAC-SHA256; the policy goes URL-encoded, as the API asks).
 * `name` tells the audit log whose they are. A failed call throws `StsError`; nothing here logs the
 * credentials.
 */
export async function federationToken(config: StsConfig, scope: UploadScope, name: string, now: Date): Promise<TemporaryCredentials> {
  const url = new URL('/', config.endpoint);
  const payload = JSON.stringify({ Name: name.slice(0, 32), Policy: encodeURIComponent(uploadPolicy(config, scope)), DurationSeconds: config.seconds });
  const timestamp = Math.floor(now.getTime() / 1000);
  const { Host: _host, ...headers } = tc3Headers({
    ...config.credentials,
    service: 'sts',
    host: url.host,
    action: 'GetFederationToken',
    version: VERSION,
    region: config.region,
    payload,
    timestamp,
  });
  let body: GetFederationTokenResponse;
  try {
    const response = await fetch(url, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = (await response.json()) as GetFederationTokenResponse;
  } catch (error) {
    throw new StsError(`Tencent STS unreachable: ${(error as Error).message}`, 'Network');
  }
  const result = body.Response;
  const credentials = result?.Credentials;
  if (!result || result.Error || !credentials?.Token || !credentials.TmpSecretId || !credentials.TmpSecretKey || !result.ExpiredTime) {
    throw new StsError(result?.Error?.Message ?? 'Tencent STS answered no credentials', result?.Error?.Code ?? 'NoResponse');
  }
  return {
    tmpSecretId: credentials.TmpSecretId,
    tmpSecretKey: credentials.TmpSecretKey,
    sessionToken: credentials.Token,
    startTime: timestamp,
    expiredTime: result.ExpiredTime,
  };
}
