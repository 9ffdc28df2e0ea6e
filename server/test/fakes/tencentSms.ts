import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sendJson, startFakeServer, type RunningFake } from './http.js';

/**
 * A fake Tencent Cloud SMS endpoint (API 3.0, SendSms 2021-01-11) for tests: a real HTTP server that
 * checks the TC3-HMAC-SHA256 signature with its own implementation (written from Tencent's
 * documentation, independent of the client's) and answers the way Tencent does, errors included.
 */
export interface FakeTencentSmsOptions {
  secretId?: string;
  secretKey?: string;
  /** Numbers (e.g. `+8613900000000`) whose send fails with a per-number error status. */
  failingNumbers?: readonly string[];
  port?: number;
}

export interface SentSms {
  phone: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface FakeTencentSms extends RunningFake {
  secretId: string;
  secretKey: string;
  sent: SentSms[];
}

const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const mac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

function tencentError(code: string, message: string) {
  return { Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } };
}

/** Recomputes the signature of a request from its signed headers; returns an error code or null. */
export function checkSignature(request: IncomingMessage, body: string, secretId: string, secretKey: string): [string, string] | null {
  const header = request.headers.authorization ?? '';
  const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    header,
  );
  if (!match) return ['AuthFailure.InvalidAuthorization', 'Authorization header is malformed'];
  const [, id, date, service, signedHeaders, signature] = match as unknown as string[];
  if (id !== secretId) return ['AuthFailure.SecretIdNotFound', 'The SecretId is not found'];
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return ['AuthFailure.SignatureExpire', 'Signature expired'];
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return ['AuthFailure.SignatureFailure', 'Credential date mismatch'];
  const names = signedHeaders!.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return ['AuthFailure.SignatureFailure', 'content-type and host must be signed'];
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hex(canonical)}`;
  const key = mac(mac(mac(`TC3${secretKey}`, date!), service!), 'tc3_request');
  const expected = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  if (expected !== signature) return ['AuthFailure.SignatureFailure', 'The provided credentials could not be validated'];
  return null;
}

export async function startFakeTencentSms(options: FakeTencentSmsOptions = {}): Promise<FakeTencentSms> {
  const secretId = options.secretId ?? 'AKIDfakefakefakefakefake';
  const secretKey = options.secretKey ?? 'fake-tencent-secret-key';
  const failing = new Set(options.failingNumbers ?? []);
  const sent: SentSms[] = [];

  const running = await startFakeServer((request, url, body, response) => {
    if (request.method === 'GET' && url.pathname === '/__admin/messages') return sendJson(response, 200, sent);
    if (request.method !== 'POST' || url.pathname !== '/') return sendJson(response, 404, tencentError('InvalidAction', 'not found'));
    const signatureError = checkSignature(request, body, secretId, secretKey);
    if (signatureError) return sendJson(response, 200, tencentError(...signatureError));
    if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
      return sendJson(response, 200, tencentError('InvalidAction', 'Only SendSms 2021-01-11 is faked'));
    }
    const payload = JSON.parse(body) as Record<string, unknown>;
    const phones = Array.isArray(payload.PhoneNumberSet) ? (payload.PhoneNumberSet as string[]) : [];
    if (phones.length === 0 || !payload.SmsSdkAppId || !payload.TemplateId || !payload.SignName) {
      return sendJson(response, 200, tencentError('MissingParameter', 'PhoneNumberSet, SmsSdkAppId, SignName and TemplateId are required'));
    }
    const statuses = phones.map((phone) => {
      if (failing.has(phone)) {
        return {
          SerialNo: '',
          PhoneNumber: phone,
          Fee: 0,
          SessionContext: '',
          Code: 'LimitExceeded.PhoneNumberDailyLimit',
          Message: 'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
          IsoCode: 'CN',
        };
      }
      sent.push({
        phone,
        sdkAppId: String(payload.SmsSdkAppId),
        signName: String(payload.SignName),
        templateId: String(payload.TemplateId),
        params: Array.isArray(payload.TemplateParamSet) ? (payload.TemplateParamSet as string[]) : [],
      });
      return {
        SerialNo: randomUUID(),
        PhoneNumber: phone,
        Fee: 1,
        SessionContext: String(payload.SessionContext ?? ''),
        Code: 'Ok',
        Message: 'send success',
        IsoCode: 'CN',
      };
    });
    sendJson(response, 200, { Response: { SendStatusSet: statuses, RequestId: randomUUID() } });
  }, options.port);
  return { ...running, secretId, secretKey, sent };
}
