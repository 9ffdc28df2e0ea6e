import { createHash, createHmac } from 'node:crypto';

/** What a Tencent Cloud API 3.0 request signs. */
export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** e.g. `sms` */
  service: string;
  /** The Host header, e.g. `sms.tencentcloudapi.com`. */
  host: string;
  action: string;
  payload: string;
  /** Unix seconds. */
  timestamp: number;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';
const SIGNED_HEADERS = 'content-type;host;x-tc-action';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The UTC date (`yyyy-mm-dd`) of a timestamp, part of the credential scope. */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

/**
 * The TC3-HMAC-SHA256 signature of a POST request with a JSON body (Tencent Cloud "signature v3"):
 * canonical request → string to sign → key derived from the secret, date and service.
 */
export function tc3Signature(request: Tc3Request, signedHeaders = SIGNED_HEADERS, contentType = CONTENT_TYPE): string {
  const headerValues: Record<string, string> = {
    'content-type': contentType,
    host: request.host,
    'x-tc-action': request.action.toLowerCase(),
  };
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${headerValues[name] ?? ''}\n`)
    .join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(request.payload)].join('\n');
  const date = tc3Date(request.timestamp);
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${request.secretKey}`, date);
  const secretService = hmac(secretDate, request.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  return createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
}

/** The headers of a signed request, Authorization included. */
export function tc3Headers(request: Tc3Request & { version: string; region: string }): Record<string, string> {
  const scope = `${tc3Date(request.timestamp)}/${request.service}/tc3_request`;
  const signature = tc3Signature(request);
  return {
    Authorization: `TC3-HMAC-SHA256 Credential=${request.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`,
    'Content-Type': CONTENT_TYPE,
    Host: request.host,
    'X-TC-Action': request.action,
    'X-TC-Timestamp': String(request.timestamp),
    'X-TC-Version': request.version,
    // Services without regions (captcha) take none.
    ...(request.region ? { 'X-TC-Region': request.region } : {}),
  };
}
