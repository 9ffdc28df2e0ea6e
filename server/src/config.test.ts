import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, listenHost, loadConfig } from './config.js';
import { SERVER_MAIN } from '../build/bundle.js';
import { REPO_ROOT } from './paths.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      workers: 1,
      metricsToken: undefined,
      edition: 'hosted',
      logLevel: 'info',
      webDist: path.join(REPO_ROOT, 'web', 'dist'),
      sessionCacheMs: 1000,
      sessionLimits: { learner: { idleMs: 7 * DAY_MS, maxMs: 30 * DAY_MS }, admin: { idleMs: 2 * HOUR_MS, maxMs: 12 * HOUR_MS } },
      publishTickMs: 5000,
      noticeTickMs: 5000,
      dubbingTickMs: 1000,
      dialogueTickMs: 5000,
      dialogCollectTickMs: 5000,
      knowledgeTickMs: 2000,
      notifyTickMs: 30_000,
      aigcTickMs: 2000,
      videoTickMs: 2000,
      billingTickMs: 60_000,
      video: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', concurrency: 1 },
      reportRefreshMs: 600_000,
      badgeAwardMs: 600_000,
      logPurgeMs: 3_600_000,
      recyclePurgeMs: 3_600_000,
      clearanceMs: 3_600_000,
      jobTickMs: undefined,
      seedDemo: true,
      demoHistory: true,
      checkResponses: true,
      publicUrl: undefined,
      secretsKey: undefined,
      trustProxy: false,
      captcha: false,
      captchaService: { kind: 'graphic' },
      cloudUpload: { sts: undefined, vod: { provider: 'local' } },
      securityHeaders: { frameAncestors: [], httpsOnly: false, hstsMaxAgeSeconds: 31_536_000, captchaSources: [], storageSources: [] },
      storage: { kind: 'local' },
      defaultOrgId: undefined,
      allowLists: {},
      sms: { provider: 'outbox' },
      wechat: {
        apiBase: 'https://api.weixin.qq.com',
        openBase: 'https://open.weixin.qq.com',
        web: undefined,
        mini: undefined,
        pub: undefined,
        taskTemplateId: undefined,
      },
      tts: { provider: 'espeak', timeoutMs: 10_000, cacheBytes: 64 * 1024 * 1024, espeakPath: 'espeak-ng' },
      asr: { provider: 'device', timeoutMs: 10_000 },
      asrFile: { provider: 'none' },
      llm: { provider: 'none' },
      embeddings: { provider: 'none' },
      voiceprint: { provider: 'none' },
      mail: { timeoutMs: 15_000 },
      wecom: { timeoutMs: 10_000 },
    });
  });

  it('reads the identity variables', () => {
    const config = loadConfig({
      CAPTCHA: 'on',
      PUBLIC_URL: 'https://peilian.example.com/',
      TRUST_PROXY: 'true',
      DEFAULT_ORG_ID: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
      FUNCTION_ALLOW_LISTS: '{"aireport":["org-a"]}',
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9999',
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '陪练',
      TENCENT_SMS_TEMPLATE_ID: '123',
      WECHAT_API_BASE: 'http://127.0.0.1:8888',
      WECHAT_APPID: 'wx1',
      WECHAT_SECRET: 's1',
      WECHAT_MINI_APPID: 'wx2',
      WECHAT_MINI_SECRET: 's2',
      WECHAT_PUB_APPID: 'wx3',
      WECHAT_PUB_SECRET: 's3',
      WECHAT_TASK_TEMPLATE_ID: 'tpl',
    });
    expect(config).toMatchObject({
      captcha: true,
      publicUrl: 'https://peilian.example.com',
      trustProxy: true,
      defaultOrgId: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
      allowLists: { aireport: ['org-a'] },
      sms: { provider: 'tencent', endpoint: 'http://127.0.0.1:9999', region: 'ap-guangzhou', templateId: '123' },
      wechat: {
        apiBase: 'http://127.0.0.1:8888',
        web: { appid: 'wx1', secret: 's1' },
        mini: { appid: 'wx2', secret: 's2' },
        pub: { appid: 'wx3', secret: 's3' },
        taskTemplateId: 'tpl',
      },
    });
  });

  it('reads the security header settings: framing hosts, HTTPS only and the HSTS max-age', () => {
    const config = loadConfig({
      FRAME_ANCESTORS: ' https://Portal.example.com,https://*.example.cn:8443  portal.example.org ',
      HTTPS_ONLY: 'on',
      HSTS_MAX_AGE: '600',
    });
    expect(config.securityHeaders).toEqual({
      frameAncestors: ['https://portal.example.com', 'https://*.example.cn:8443', 'portal.example.org'],
      httpsOnly: true,
      hstsMaxAgeSeconds: 600,
      captchaSources: [],
      storageSources: [],
    });
  });

  it('refuses a framing host that is not a plain host source, and an HSTS max-age out of range', () => {
    for (const bad of [
      "'none'",
      'https://portal.example.com/path',
      'javascript:alert(1)',
      '*',
      'https://a.example.com;script-src *',
      'ftp://files.example.com',
    ]) {
      expect(() => loadConfig({ FRAME_ANCESTORS: bad }), bad).toThrow(/FRAME_ANCESTORS/);
    }
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => loadConfig({ HTTPS_ONLY: 'maybe' })).toThrow(/HTTPS_ONLY/);
    expect(() => loadConfig({ REPORT_REFRESH_MS: '-1' })).toThrow(/REPORT_REFRESH_MS/);
    expect(() => loadConfig({ DEMO_HISTORY: 'sometimes' })).toThrow(/DEMO_HISTORY/);
    expect(loadConfig({ REPORT_REFRESH_MS: '0', DEMO_HISTORY: 'off' })).toMatchObject({ reportRefreshMs: 0, demoHistory: false });
  });

  it('reads the session limits in hours, and refuses limits out of range or an idle limit beyond the absolute one', () => {
    const config = loadConfig({
      LEARNER_SESSION_IDLE_HOURS: '24',
      LEARNER_SESSION_MAX_HOURS: '72',
      ADMIN_SESSION_IDLE_HOURS: '0.5',
      ADMIN_SESSION_MAX_HOURS: '8',
    });
    expect(config.sessionLimits).toEqual({ learner: { idleMs: DAY_MS, maxMs: 3 * DAY_MS }, admin: { idleMs: HOUR_MS / 2, maxMs: 8 * HOUR_MS } });
    for (const bad of ['0', '-1', 'soon', '0.1', '8761']) {
      expect(() => loadConfig({ ADMIN_SESSION_MAX_HOURS: bad }), bad).toThrow(/ADMIN_SESSION_MAX_HOURS/);
    }
    expect(() => loadConfig({ LEARNER_SESSION_IDLE_HOURS: '800' })).toThrow(/LEARNER_SESSION_IDLE_HOURS: must not exceed LEARNER_SESSION_MAX_HOURS/);
    expect(() => loadConfig({ ADMIN_SESSION_MAX_HOURS: '1' })).toThrow(/ADMIN_SESSION_IDLE_HOURS: must not exceed ADMIN_SESSION_MAX_HOURS/);
  });

  it('runs several processes only on PostgreSQL with Redis, and says so', () => {
    const postgres = { DATABASE_URL: 'postgres://db.example/peilian' };
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: the embedded database serves one process: set DATABASE_URL/);
    expect(() => loadConfig({ ...postgres, WORKERS: '2' })).toThrow(/WORKERS: several processes share sockets and notices through Redis: set REDIS_URL/);
    expect(loadConfig({ ...postgres, WORKERS: '4', REDIS_URL: 'redis://cache.example:6379' })).toMatchObject({
      workers: 4,
      redisUrl: 'redis://cache.example:6379',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('requires the captcha in the private edition', () => {
    expect(loadConfig({ EDITION: 'private' }).captcha).toBe(true);
  });

  it("shows Tencent's captcha in a hosted deployment that configured it, the graphic one elsewhere", () => {
    const tencent = { TENCENT_CAPTCHA_APP_ID: '190000000', TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-key', TENCENT_SECRET_ID: 'id', TENCENT_SECRET_KEY: 'key' };
    expect(loadConfig(tencent).captchaService).toEqual({
      kind: 'tencent',
      appId: '190000000',
      appSecretKey: 'app-key',
      endpoint: 'https://captcha.tencentcloudapi.com',
      script: 'https://turing.captcha.qcloud.com/TCaptcha.js',
      credentials: { secretId: 'id', secretKey: 'key' },
    });
    expect(loadConfig({ ...tencent, EDITION: 'private' }).captchaService).toEqual({ kind: 'graphic' });
    expect(() => loadConfig({ TENCENT_CAPTCHA_APP_ID: '190000000' })).toThrow(/TENCENT_CAPTCHA_APP_SECRET_KEY/);
    expect(() => loadConfig({ TENCENT_CAPTCHA_APP_ID: '190000000', TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-key' })).toThrow(/TENCENT_SECRET_ID/);
    expect(() => loadConfig({ ...tencent, TENCENT_CAPTCHA_APP_ID: 'abc' })).toThrow(/TENCENT_CAPTCHA_APP_ID/);
  });

  it('names missing Tencent credentials, half-configured WeChat apps and bad allow-lists', () => {
    const attempt = () => loadConfig({ SMS_PROVIDER: 'tencent', WECHAT_APPID: 'wx1' });
    expect(attempt).toThrow(/TENCENT_SMS_SECRET_ID[\s\S]*TENCENT_SMS_TEMPLATE_ID[\s\S]*WECHAT_SECRET/);
    expect(() => loadConfig({ FUNCTION_ALLOW_LISTS: '[1,2]' })).toThrow(/FUNCTION_ALLOW_LISTS/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      EDITION: 'private',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/tmp/dist',
    });
    expect(config).toMatchObject({ port: 0, host: '127.0.0.1', dataDir: '/tmp/x', edition: 'private', logLevel: 'warn' });
    expect(config.databaseUrl).toBe('postgres://u:p@localhost:5432/db');
  });

  it('listens on loopback only for a demo start unless HOST is set, on every interface for any other start', () => {
    expect(listenHost(loadConfig({}).host, true)).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ HOST: '' }).host, true)).toBe('127.0.0.1');
    expect(listenHost(loadConfig({}).host, false)).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ HOST: '0.0.0.0' }).host, true)).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ HOST: '10.0.0.5' }).host, false)).toBe('10.0.0.5');
  });

  it('checks responses unless NODE_ENV=production, and CHECK_RESPONSES decides otherwise', () => {
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_RESPONSES: 'on' }).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: '0' }).checkResponses).toBe(false);
  });

  it('seeds the demo by default only on the embedded database outside production, and never with NODE_ENV=production', () => {
    const postgres = 'postgres://u:p@localhost:5432/db';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'on' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'on' })).toThrow(/SEED_DEMO: the demo organisation \(a published password\) is never seeded/);
    expect(() => loadConfig({ SEED_DEMO: 'demo' })).toThrow(/SEED_DEMO/);
  });

  it('names each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', EDITION: 'cloud', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*EDITION[\s\S]*LOG_LEVEL/);
  });

  it('makes main exit 1 with the message when the environment is bad', async () => {
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    const child = spawn(process.execPath, [SERVER_MAIN], {
      cwd: serverDir,
      env: { ...process.env, PORT: '99999' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment');
    expect(stderr).toContain('PORT');
  });
});

/** The variables a document's tables name in their first column (`NAME`, or several in one cell). */
function tableNames(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^\| ([^|]+)\|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!)));
}

describe('the documented environment', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'server', 'README.md'), 'utf8');
  const environment = tableNames(readme.slice(readme.indexOf('## Environment'), readme.indexOf('## Layout')));
  const providers = tableNames(readFileSync(path.join(REPO_ROOT, 'docs', 'providers.md'), 'utf8'));
  const read = Object.keys(envSchema.shape);

  it("names every variable the server reads, in server/README.md's table or in docs/providers.md's", () => {
    expect(read.filter((name) => !environment.has(name) && !providers.has(name))).toEqual([]);
  });

  it('names no variable the server does not read', () => {
    expect([...environment, ...providers].filter((name) => !read.includes(name))).toEqual([]);
  });
});
