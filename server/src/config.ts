import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';
import { parseSecretsKey } from './lib/secretBox.js';
import { sessionLimitsConfig, sessionLimitsEnvIssues, sessionLimitsEnvShape, type SessionLimits } from './auth/sessionLimits.js';
import { cloudUploadConfig, cloudUploadEnvIssues, cloudUploadEnvShape, type CloudUploadConfig } from './providers/cloudUpload/config.js';
import { captchaConfig, captchaCspSources, captchaEnvIssues, captchaEnvShape, type CaptchaConfig } from './providers/captcha/config.js';
import { storageConfig, storageCspSources, storageEnvIssues, storageEnvShape, type StorageConfig } from './storage/config.js';
import { providerConfig, providerEnvIssues, providerEnvShape, tencentCredentials, type ProviderConfig } from './providers/config.js';
import type { SmsConfig } from './providers/sms/types.js';
import type { WechatApp } from './providers/wechat/index.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().min(1).optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));
const flag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((value) => ['on', 'true', '1'].includes(value));

/** One CSP host source: `https://portal.example.com`, `https://*.example.com:8443`, `portal.example.com`. */
const FRAME_ANCESTOR = /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:\d{1,5}|\*))?$/;

/** `FRAME_ANCESTORS`: hosts that may show the web app in a frame (third-party mode), separated by spaces or commas. */
const frameAncestorsSchema = z.preprocess(
  (value) =>
    value === undefined
      ? []
      : String(value)
          .toLowerCase()
          .split(/[\s,]+/)
          .filter(Boolean),
  z.array(z.string().regex(FRAME_ANCESTOR, { error: 'each entry must be a host such as https://portal.example.com or https://*.example.com' })),
);

/** `FUNCTION_ALLOW_LISTS`: JSON object, function key → organisation ids (admin §6 allow-lists). */
const allowListsSchema = z.preprocess(
  (value) => {
    if (value === undefined) return {};
    try {
      return JSON.parse(String(value));
    } catch {
      return value;
    }
  },
  z.record(z.string(), z.array(z.string())),
);

/** Every environment variable the server reads, validated (its names are documented: config.test.ts holds them to the docs). */
export const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default(path.join(REPO_ROOT, 'data'))),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
        .optional(),
    ),
    WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
    EDITION: z.preprocess(emptyToUndefined, z.enum(['hosted', 'private']).default('hosted')),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
    WEB_DIST: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(1)
        .default(path.join(REPO_ROOT, 'web', 'dist')),
    ),
    PUBLIC_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
    /** The key organisations' stored secrets are sealed with (lib/secretBox.ts); unset: `DATA_DIR/secrets.key`. */
    SECRETS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((text) => parseSecretsKey(text) !== undefined, { error: 'must be 32 bytes, as base64 or 64 hex digits' })
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, flag.default(false)),
    CAPTCHA: z.preprocess(emptyToUndefined, flag.default(false)),
    FRAME_ANCESTORS: z.preprocess(emptyToUndefined, frameAncestorsSchema),
    HTTPS_ONLY: z.preprocess(emptyToUndefined, flag.default(false)),
    HSTS_MAX_AGE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(63_072_000).default(31_536_000)),
    SESSION_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(1000)),
    PUBLISH_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(5000)),
    NOTICE_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(5000)),
    DUBBING_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(1000)),
    KNOWLEDGE_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(2000)),
    DIALOGUE_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(5000)),
    DIALOG_COLLECT_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(5000)),
    NOTIFY_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(30_000)),
    AIGC_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(2000)),
    VIDEO_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(2000)),
    BILLING_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(60_000)),
    VIDEO_FFMPEG_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('ffmpeg')),
    VIDEO_FFPROBE_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('ffprobe')),
    VIDEO_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).default(1)),
    REPORT_REFRESH_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400_000).default(600_000)),
    BADGE_AWARD_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400_000).default(600_000)),
    LOG_PURGE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400_000).default(3_600_000)),
    RECYCLE_PURGE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400_000).default(3_600_000)),
    CLEARANCE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400_000).default(3_600_000)),
    JOB_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(3_600_000).optional()),
    DEMO_HISTORY: z.preprocess(emptyToUndefined, flag.default(true)),
    SEED_DEMO: z.preprocess(emptyToUndefined, flag.optional()),
    NODE_ENV: optionalText,
    CHECK_RESPONSES: z.preprocess(emptyToUndefined, flag.optional()),
    DEFAULT_ORG_ID: z.preprocess(emptyToUndefined, z.uuid().optional()),
    FUNCTION_ALLOW_LISTS: z.preprocess(emptyToUndefined, allowListsSchema),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'tencent']).default('outbox')),
    TENCENT_SMS_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.default('https://sms.tencentcloudapi.com')),
    TENCENT_SMS_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('ap-guangzhou')),
    TENCENT_SMS_SECRET_ID: optionalText,
    TENCENT_SMS_SECRET_KEY: optionalText,
    TENCENT_SMS_SDK_APP_ID: optionalText,
    TENCENT_SMS_SIGN_NAME: optionalText,
    TENCENT_SMS_TEMPLATE_ID: optionalText,
    TENCENT_SMS_APPROVAL_TEMPLATE_ID: optionalText,
    TENCENT_SMS_ENTERPRISE_APPROVED_TEMPLATE_ID: optionalText,
    TENCENT_SMS_ENTERPRISE_REJECTED_TEMPLATE_ID: optionalText,
    WECHAT_API_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://api.weixin.qq.com')),
    WECHAT_OPEN_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://open.weixin.qq.com')),
    WECHAT_APPID: optionalText,
    WECHAT_SECRET: optionalText,
    WECHAT_MINI_APPID: optionalText,
    WECHAT_MINI_SECRET: optionalText,
    WECHAT_PUB_APPID: optionalText,
    WECHAT_PUB_SECRET: optionalText,
    WECHAT_TASK_TEMPLATE_ID: optionalText,
    ...providerEnvShape,
    ...sessionLimitsEnvShape,
    ...captchaEnvShape,
    ...cloudUploadEnvShape,
    ...storageEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'tencent') {
      const needed = ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const;
      for (const name of needed) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=tencent' });
      }
    }
    for (const [id, secret] of [
      ['WECHAT_APPID', 'WECHAT_SECRET'],
      ['WECHAT_MINI_APPID', 'WECHAT_MINI_SECRET'],
      ['WECHAT_PUB_APPID', 'WECHAT_PUB_SECRET'],
    ] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        ctx.addIssue({ code: 'custom', path: [env[id] ? secret : id], message: `set ${id} and ${secret} together` });
      }
    }
    for (const { path: name, message } of [
      ...providerEnvIssues(env),
      ...sessionLimitsEnvIssues(env),
      ...captchaEnvIssues(env, tencentCredentials(env)),
      ...cloudUploadEnvIssues(env, tencentCredentials(env)),
      ...storageEnvIssues(env),
    ]) {
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
    // The embedded database belongs to one process; the others need PostgreSQL, and Redis to hear each other.
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: 'the embedded database serves one process: set DATABASE_URL (PostgreSQL) to run several' });
    }
    if (env.WORKERS > 1 && !env.REDIS_URL) {
      ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: 'several processes share sockets and notices through Redis: set REDIS_URL' });
    }
    // The demo accounts share the password the README publishes: a production server never has them.
    if (env.SEED_DEMO && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'the demo organisation (a published password) is never seeded with NODE_ENV=production' });
    }
  });

type Env = z.infer<typeof envSchema>;

/** Where a demo start listens unless `HOST` says otherwise: this machine only. */
export const LOOPBACK = '127.0.0.1';

/**
 * The address a start listens on: `HOST` when set; else, for a start whose database holds the demo
 * organisation (its accounts' password is published in the README), loopback only; else every
 * interface (docs/security.md "A fresh install").
 */
export function listenHost(host: string | undefined, demo: boolean): string {
  return host ?? (demo ? LOOPBACK : '0.0.0.0');
}

/** The server's whole configuration, read from the environment once at start. */
export interface Config extends ProviderConfig {
  port: number;
  /** `HOST` as set; unset, the start decides (`listenHost`). */
  host: string | undefined;
  dataDir: string;
  /** Where stored files live: local disk under `dataDir`, or an S3-compatible bucket (`STORAGE=s3`). */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  /** Redis shared by the installation's processes: socket.io's adapter and the process notices (docs/deploy.md). */
  redisUrl: string | undefined;
  /** How many server processes `main` runs behind the one port (`WORKERS`, default 1; more need PostgreSQL and Redis). */
  workers: number;
  /** The bearer token that opens `/metrics` beyond this machine (`METRICS_TOKEN`); unset, only loopback reads it. */
  metricsToken: string | undefined;
  edition: Env['EDITION'];
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** The address users reach the server at (WeChat redirects); default `http://localhost:<port>`. */
  publicUrl: string | undefined;
  /** `SECRETS_KEY` decoded: seals the secrets organisations store (their mail password, robot webhook). */
  secretsKey: Buffer | undefined;
  /** Read the client IP from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /** Password login always needs the captcha: private edition, or `CAPTCHA=on`. */
  captcha: boolean;
  /** Which captcha is shown: Tencent's in a hosted deployment that configured it, else the graphic one. */
  captchaService: CaptchaConfig;
  /** Temporary object-storage credentials and the video service (docs/media.md). */
  cloudUpload: CloudUploadConfig;
  /** Response security headers (docs/security.md, "Security headers"). */
  securityHeaders: {
    /** Sources besides the server itself that may frame the web app (`FRAME_ANCESTORS`, third-party mode). */
    frameAncestors: string[];
    /** Users reach the server only over HTTPS, directly or through a proxy (`HTTPS_ONLY`): HSTS is sent. */
    httpsOnly: boolean;
    /** HSTS max-age in seconds (`HSTS_MAX_AGE`, default one year). */
    hstsMaxAgeSeconds: number;
    /** Where Tencent's captcha, when configured, loads its script and frame from. */
    captchaSources: string[];
    /** The bucket's origin when files live in object storage (signed reads, direct uploads). */
    storageSources: string[];
  };
  /**
   * How long a resolved session token is trusted without the database (default 1000 ms; 0 = always
   * ask it). Changes made in this process drop the affected entries at once; other processes see
   * them within this time (docs/decisions.md).
   */
  sessionCacheMs: number;
  /** When sessions end: idle and absolute limits of learners and of the back office (docs/security.md, "Sessions end"). */
  sessionLimits: SessionLimits;
  /** How often the scheduler looks for due scheduled task packages (default 5000 ms; 0 = never). */
  publishTickMs: number;
  /** Milliseconds between the notice jobs' looks: WeChat task messages due, packages about to end (0: not in this process). */
  noticeTickMs: number;
  /**
   * How often the dubbing job looks for a dubbing task to voice (default 1000 ms, so a new task
   * starts within a second; 0 = this process never dubs); docs/practice.md "Dubbing tasks".
   */
  dubbingTickMs: number;
  /**
   * How often a process looks for a finished practice session whose whole dialogue is to be built
   * as one audio file (default 5 s; 0 = this process never builds them); docs/practice.md "The whole dialogue".
   */
  dialogueTickMs: number;
  /** How often a process looks for a collected recording to submit or ask after (default 5 s; 0: none here); docs/assistant.md. */
  dialogCollectTickMs: number;
  /**
   * How often a process looks for a knowledge document waiting to be chunked and embedded (default
   * 2 s; 0 = this process never indexes); docs/assistant.md "Knowledge base".
   */
  knowledgeTickMs: number;
  /**
   * How often a process looks for notifications due: a template's occurrence to plan, a mail or robot
   * post to send or try again (default 30 s; 0 = this process sends none); docs/notifications.md.
   */
  notifyTickMs: number;
  /**
   * How often a process charges metered usage and settles ended gifts (default 60 s; 0 = this
   * process charges none); docs/billing.md "Charging". The private edition never bills.
   */
  billingTickMs: number;
  /**
   * How often a process looks for a question-generation task to work on (default 2 s; 0 = this
   * process generates none); docs/assistant.md "AI question generation".
   */
  aigcTickMs: number;
  /**
   * How often a process looks for an uploaded video to make playable (default 2 s; 0 = this process
   * processes none), the programs it runs and how many videos it works on at once; docs/media.md
   * "Video processing".
   */
  videoTickMs: number;
  video: { ffmpeg: string; ffprobe: string; concurrency: number };
  /**
   * How old the data centre's figures may get before the refresh job computes them again (default
   * 600 000 ms, admin §9's 10 minutes; 0 = the job never runs).
   */
  reportRefreshMs: number;
  /**
   * How often the badge job awards each badge to the learners meeting its condition again (default
   * 600 000 ms; 0 = the job never runs); docs/training.md "Levels, experience and badges".
   */
  badgeAwardMs: number;
  /**
   * How often the sign-in log purge deletes each organisation's rows older than its retention
   * (default 3 600 000 ms; 0 = the job never runs); docs/security.md "Sign-in logs".
   */
  logPurgeMs: number;
  /** Milliseconds between ticks of the recycle bin's purge (0: no loop). */
  recyclePurgeMs: number;
  /** Milliseconds between ticks of the expired organisations' report and clearing (0: no loop). */
  clearanceMs: number;
  /**
   * Milliseconds between the ticks of every job on an interval above, instead of each job's own
   * (`JOB_TICK_MS`; unset: each job's own). A tick only looks for what is due, so a shorter one
   * picks due work up sooner without doing it more often.
   */
  jobTickMs: number | undefined;
  /**
   * Seed the demo organisation into an empty database (`SEED_DEMO`; default on for the embedded
   * database outside production, off otherwise, never with NODE_ENV=production). Off, a database
   * without a platform top administrator gets one with a random password (docs/security.md).
   */
  seedDemo: boolean;
  /** Seed 30 days of demo activity with the demo organisation (default on; the test template has none). */
  demoHistory: boolean;
  /** Every answer of a declared route is checked against its schema (on unless NODE_ENV=production; CHECK_RESPONSES overrides). */
  checkResponses: boolean;
  /** Where mini-program self-registrations go; default the demo organisation. */
  defaultOrgId: string | undefined;
  /** Function key → organisation ids allowed to use it (allow-listed functions). */
  allowLists: Record<string, string[]>;
  sms: SmsConfig;
  /** `pub`: the official account that sends task messages, with their template (`taskTemplateId`). */
  wechat: {
    apiBase: string;
    openBase: string;
    web: WechatApp | undefined;
    mini: WechatApp | undefined;
    pub: WechatApp | undefined;
    taskTemplateId: string | undefined;
  };
}

/** Thrown for an unusable environment; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function smsConfig(e: Env): SmsConfig {
  if (e.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  return {
    provider: 'tencent',
    endpoint: e.TENCENT_SMS_ENDPOINT,
    region: e.TENCENT_SMS_REGION,
    secretId: e.TENCENT_SMS_SECRET_ID ?? '',
    secretKey: e.TENCENT_SMS_SECRET_KEY ?? '',
    sdkAppId: e.TENCENT_SMS_SDK_APP_ID ?? '',
    signName: e.TENCENT_SMS_SIGN_NAME ?? '',
    templateId: e.TENCENT_SMS_TEMPLATE_ID ?? '',
    noticeTemplates: {
      registrationApproved: e.TENCENT_SMS_APPROVAL_TEMPLATE_ID,
      enterpriseApproved: e.TENCENT_SMS_ENTERPRISE_APPROVED_TEMPLATE_ID,
      enterpriseRejected: e.TENCENT_SMS_ENTERPRISE_REJECTED_TEMPLATE_ID,
    },
  };
}

const wechatApp = (appid: string | undefined, secret: string | undefined): WechatApp | undefined => (appid && secret ? { appid, secret } : undefined);

/**
 * Validates environment variables and resolves paths. Called once by `main.ts` (and by tests with
 * their own values); nothing else in the server reads `process.env`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const captchaService = captchaConfig(e, tencentCredentials(e));
  const storage = storageConfig(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    storage,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    workers: e.WORKERS,
    metricsToken: e.METRICS_TOKEN,
    edition: e.EDITION,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    publicUrl: e.PUBLIC_URL,
    secretsKey: e.SECRETS_KEY === undefined ? undefined : parseSecretsKey(e.SECRETS_KEY),
    trustProxy: e.TRUST_PROXY,
    captcha: e.EDITION === 'private' || e.CAPTCHA,
    captchaService,
    cloudUpload: cloudUploadConfig(e, tencentCredentials(e)),
    securityHeaders: {
      frameAncestors: e.FRAME_ANCESTORS,
      httpsOnly: e.HTTPS_ONLY,
      hstsMaxAgeSeconds: e.HSTS_MAX_AGE,
      captchaSources: captchaCspSources(captchaService),
      storageSources: storageCspSources(storage),
    },
    sessionCacheMs: e.SESSION_CACHE_MS,
    sessionLimits: sessionLimitsConfig(e),
    publishTickMs: e.PUBLISH_TICK_MS,
    noticeTickMs: e.NOTICE_TICK_MS,
    dubbingTickMs: e.DUBBING_TICK_MS,
    dialogueTickMs: e.DIALOGUE_TICK_MS,
    dialogCollectTickMs: e.DIALOG_COLLECT_TICK_MS,
    knowledgeTickMs: e.KNOWLEDGE_TICK_MS,
    notifyTickMs: e.NOTIFY_TICK_MS,
    aigcTickMs: e.AIGC_TICK_MS,
    videoTickMs: e.VIDEO_TICK_MS,
    billingTickMs: e.BILLING_TICK_MS,
    video: { ffmpeg: e.VIDEO_FFMPEG_PATH, ffprobe: e.VIDEO_FFPROBE_PATH, concurrency: e.VIDEO_CONCURRENCY },
    reportRefreshMs: e.REPORT_REFRESH_MS,
    badgeAwardMs: e.BADGE_AWARD_MS,
    logPurgeMs: e.LOG_PURGE_MS,
    recyclePurgeMs: e.RECYCLE_PURGE_MS,
    clearanceMs: e.CLEARANCE_MS,
    jobTickMs: e.JOB_TICK_MS,
    seedDemo: e.SEED_DEMO ?? (e.NODE_ENV !== 'production' && !e.DATABASE_URL),
    demoHistory: e.DEMO_HISTORY,
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV !== 'production',
    defaultOrgId: e.DEFAULT_ORG_ID,
    allowLists: e.FUNCTION_ALLOW_LISTS,
    sms: smsConfig(e),
    wechat: {
      apiBase: e.WECHAT_API_BASE,
      openBase: e.WECHAT_OPEN_BASE,
      web: wechatApp(e.WECHAT_APPID, e.WECHAT_SECRET),
      mini: wechatApp(e.WECHAT_MINI_APPID, e.WECHAT_MINI_SECRET),
      pub: wechatApp(e.WECHAT_PUB_APPID, e.WECHAT_PUB_SECRET),
      taskTemplateId: e.WECHAT_TASK_TEMPLATE_ID,
    },
    ...providerConfig(e),
  };
}
