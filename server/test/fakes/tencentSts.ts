import { randomBytes, randomUUID } from 'node:crypto';
import { sendJson, startFakeServer, type RunningFake } from './http.js';
import { checkSignature } from './tencentSms.js';

/**
 * A fake Tencent STS for tests: `GetFederationToken` (Tencent Cloud API 3.0, sts 2018-08-13) behind
 * the TC3-HMAC-SHA256 check of the SMS fake, answering like Tencent with fresh temporary credentials.
 * `issued` keeps what each call asked (name, the decoded policy, duration, region); `failNext`
 * makes the next call answer a Tencent API error.
 */
export interface FakeTencentSts extends RunningFake {
  secretId: string;
  secretKey: string;
  issued: {
    name: string;
    policy: { statement: { effect: string; action: string[]; resource: string[]; condition?: Record<string, Record<string, unknown>> }[] };
    duration: number;
    region: string;
    tmpSecretKey: string;
  }[];
  failNext(): void;
}

export async function startFakeTencentSts(): Promise<FakeTencentSts> {
  const secretId = 'AKIDfakestsfakestsfakests';
  const secretKey = 'fake-sts-secret-key';
  const issued: FakeTencentSts['issued'] = [];
  let failing = false;
  const error = (code: string, message: string) => ({ Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } });

  const running = await startFakeServer((request, _url, body, response) => {
    const signatureError = checkSignature(request, body, secretId, secretKey);
    if (signatureError) return sendJson(response, 200, error(...signatureError));
    if (request.headers['x-tc-action'] !== 'GetFederationToken' || request.headers['x-tc-version'] !== '2018-08-13') {
      return sendJson(response, 200, error('InvalidAction', 'Only GetFederationToken is faked'));
    }
    if (failing) {
      failing = false;
      return sendJson(response, 200, error('InternalError.GetSeedTokenError', 'busy'));
    }
    const payload = JSON.parse(body) as { Name?: string; Policy?: string; DurationSeconds?: number };
    const policy = JSON.parse(decodeURIComponent(payload.Policy ?? '')) as FakeTencentSts['issued'][number]['policy'];
    const tmpSecretKey = randomBytes(16).toString('hex');
    const duration = payload.DurationSeconds ?? 1800;
    issued.push({ name: payload.Name ?? '', policy, duration, region: String(request.headers['x-tc-region'] ?? ''), tmpSecretKey });
    const expiredTime = Math.floor(Date.now() / 1000) + duration;
    return sendJson(response, 200, {
      Response: {
        Credentials: { Token: randomBytes(24).toString('hex'), TmpSecretId: `AKID${randomBytes(8).toString('hex')}`, TmpSecretKey: tmpSecretKey },
        ExpiredTime: expiredTime,
        Expiration: new Date(expiredTime * 1000).toISOString(),
        RequestId: randomUUID(),
      },
    });
  });
  return { ...running, secretId, secretKey, issued, failNext: () => void (failing = true) };
}

/** The environment of a hosted server whose direct uploads get credentials from this fake. */
export function tencentStsEnv(fake: FakeTencentSts): Record<string, string> {
  return {
    EDITION: 'hosted',
    TENCENT_SECRET_ID: fake.secretId,
    TENCENT_SECRET_KEY: fake.secretKey,
    TENCENT_COS_BUCKET: 'peilian-1250000000',
    TENCENT_COS_REGION: 'ap-shanghai',
    TENCENT_STS_ENDPOINT: fake.url,
  };
}
