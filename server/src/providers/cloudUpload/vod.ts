import { createHmac, randomInt } from 'node:crypto';
import type { VodConfig } from './config.js';

/** How long a client-upload signature lasts. */
export const VOD_SIGNATURE_SECONDS = 3600;

type TencentVod = Extract<VodConfig, { provider: 'tencent' }>;

/**
 * Tencent VOD's client-upload signature ("客户端上传签名"): the query string of what the upload may
 * do — the secret id, now, the expiry, a random number, the task flow to run, the sub-application
 * and a source context (the organisation, returned in VOD's event) — then
 * `base64(HMAC-SHA1(secretKey, original) ‖ original)`. Computed here; VOD checks it when the
 * client's SDK applies for the upload.
 */
export function vodUploadSignature(config: TencentVod, sourceContext: string, now: Date): { signature: string; expiredTime: number } {
  const currentTimeStamp = Math.floor(now.getTime() / 1000);
  const expiredTime = currentTimeStamp + VOD_SIGNATURE_SECONDS;
  const fields: [string, string][] = [
    ['secretId', config.credentials.secretId],
    ['currentTimeStamp', String(currentTimeStamp)],
    ['expireTime', String(expiredTime)],
    ['random', String(randomInt(1, 2 ** 31))],
    ['sourceContext', sourceContext.slice(0, 250)],
  ];
  if (config.procedure) fields.push(['procedure', config.procedure]);
  if (config.subAppId) fields.push(['vodSubAppId', config.subAppId]);
  const original = fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const digest = createHmac('sha1', config.credentials.secretKey).update(original, 'utf8').digest();
  return { signature: Buffer.concat([digest, Buffer.from(original, 'utf8')]).toString('base64'), expiredTime };
}
