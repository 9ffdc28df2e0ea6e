import { z } from 'zod';

/**
 * The voice-practice providers' part of the environment (TTS, ASR, LLM, voiceprint), merged into the
 * schema of `src/config.ts`. Tencent Cloud credentials: `TENCENT_SECRET_ID`/`TENCENT_SECRET_KEY`, or
 * the SMS pair when those are unset (one Tencent Cloud account usually serves them all).
 */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().min(1).optional());
const trimSlash = (url: string) => url.replace(/\/+$/, '');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform(trimSlash);
const wsUrl = z.url({ protocol: /^wss?$/, error: 'must be a ws(s) URL' }).transform(trimSlash);
const millis = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(300_000).default(fallback));

export const providerEnvShape = {
  TENCENT_SECRET_ID: optionalText,
  TENCENT_SECRET_KEY: optionalText,
  TTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['espeak', 'tencent']).default('espeak')),
  TTS_TIMEOUT_MS: millis(10_000),
  /** Audio of voiced lines kept in memory for the next session saying them (0: none). */
  TTS_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(4096).default(64)),
  ESPEAK_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('espeak-ng')),
  TENCENT_TTS_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.default('https://tts.tencentcloudapi.com')),
  TENCENT_TTS_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('ap-guangzhou')),
  TENCENT_TTS_VOICE_TYPE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(101001)),
  ASR_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['device', 'tencent']).default('device')),
  ASR_TIMEOUT_MS: millis(10_000),
  TENCENT_ASR_ENDPOINT: z.preprocess(emptyToUndefined, wsUrl.default('wss://asr.cloud.tencent.com')),
  TENCENT_ASR_APP_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/, { error: 'must be the numeric Tencent Cloud AppID' }).optional()),
  /** Recognition of recorded files (dialogue collection): none, or Tencent 录音文件识别 (docs/assistant.md). */
  ASR_FILE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['none', 'tencent']).default('none')),
  ASR_FILE_TIMEOUT_MS: millis(30_000),
  TENCENT_ASR_FILE_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.default('https://asr.tencentcloudapi.com')),
  TENCENT_ASR_FILE_ENGINE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(8k|16k)_[a-z_-]+$/, { error: 'must be an engine such as 16k_zh' })
      .default('16k_zh'),
  ),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: millis(15_000),
  /** How long a live session waits for the AI customer's line before it says the scripted one. */
  LLM_CUSTOMER_TIMEOUT_MS: millis(4_000),
  LLM_TEMPERATURE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(2).default(0.8)),
  LLM_MAX_TOKENS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(16).max(8192).default(512)),
  /** The knowledge base's embeddings (docs/assistant.md): an OpenAI-compatible `/v1/embeddings`; base and key fall back to the LLM's. */
  EMBEDDING_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  EMBEDDING_API_KEY: optionalText,
  EMBEDDING_MODEL: optionalText,
  EMBEDDING_TIMEOUT_MS: millis(30_000),
  EMBEDDING_BATCH: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).default(32)),
  VOICEPRINT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['none', 'embedding', 'tencent']).default('none')),
  /** The on-premises speaker-embedding service (`POST {url}/embed`, see providers/voiceprint/embedding.ts). */
  VOICEPRINT_EMBEDDING_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  VOICEPRINT_EMBEDDING_KEY: optionalText,
  VOICEPRINT_TIMEOUT_MS: millis(10_000),
  TENCENT_VPR_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.default('https://asr.tencentcloudapi.com')),
  TENCENT_VPR_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('ap-guangzhou')),
  /** Each step of a mail's delivery (connect, greeting, every reply) and a robot post: docs/notifications.md. */
  MAIL_TIMEOUT_MS: millis(15_000),
  WECOM_TIMEOUT_MS: millis(10_000),
};

type ProviderEnv = z.infer<z.ZodObject<typeof providerEnvShape>>;

/** Tencent Cloud API credentials. */
export interface TencentCredentials {
  secretId: string;
  secretKey: string;
}

export type TtsConfig =
  | { provider: 'espeak'; timeoutMs: number; cacheBytes: number; espeakPath: string }
  | { provider: 'tencent'; timeoutMs: number; cacheBytes: number; endpoint: string; region: string; defaultVoiceType: number; credentials: TencentCredentials };

export type AsrConfig =
  { provider: 'device'; timeoutMs: number } | { provider: 'tencent'; timeoutMs: number; endpoint: string; appId: string; credentials: TencentCredentials };

/** `ASR_FILE_PROVIDER=none` (default): recorded calls are not recognised; dialogue collection says so. */
export type AsrFileConfig =
  { provider: 'none' } | { provider: 'tencent'; timeoutMs: number; endpoint: string; engine: string; credentials: TencentCredentials };

/** `LLM_BASE_URL` unset: no model; the AI features fall back (scripted lines, the organisation's library). */
export type LlmConfig =
  | { provider: 'none' }
  | {
      provider: 'openai';
      baseUrl: string;
      apiKey: string | undefined;
      model: string;
      timeoutMs: number;
      temperature: number;
      maxTokens: number;
      customerTimeoutMs: number;
    };

/** `EMBEDDING_MODEL` unset (or no base URL): no embeddings; the knowledge base says the assistant is not enabled. */
export type EmbeddingsConfig =
  { provider: 'none' } | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number; batch: number };

/** `VOICEPRINT_PROVIDER=none` (default): no speaker verification; the features needing it stay off. */
export type VoiceprintConfig =
  | { provider: 'none' }
  | { provider: 'embedding'; timeoutMs: number; baseUrl: string; apiKey: string | undefined }
  | { provider: 'tencent'; timeoutMs: number; endpoint: string; region: string; credentials: TencentCredentials };

export interface ProviderConfig {
  tts: TtsConfig;
  asr: AsrConfig;
  asrFile: AsrFileConfig;
  llm: LlmConfig;
  embeddings: EmbeddingsConfig;
  voiceprint: VoiceprintConfig;
  /** The organisations' own mail servers and group robots are reached with these bounds. */
  mail: { timeoutMs: number };
  wecom: { timeoutMs: number };
}

type WithSms = ProviderEnv & { TENCENT_SMS_SECRET_ID?: string | undefined; TENCENT_SMS_SECRET_KEY?: string | undefined };

const secretId = (e: WithSms) => e.TENCENT_SECRET_ID ?? e.TENCENT_SMS_SECRET_ID;
const secretKey = (e: WithSms) => e.TENCENT_SECRET_KEY ?? e.TENCENT_SMS_SECRET_KEY;

/** The Tencent Cloud API credentials of the environment ('' where unset). */
export const tencentCredentials = (e: WithSms): TencentCredentials => ({ secretId: secretId(e) ?? '', secretKey: secretKey(e) ?? '' });

/** The issues of a provider choice that misses what it needs (called from the env schema's superRefine). */
export function providerEnvIssues(e: WithSms): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const needsTencent = [
    e.TTS_PROVIDER === 'tencent' && 'TTS_PROVIDER=tencent',
    e.ASR_PROVIDER === 'tencent' && 'ASR_PROVIDER=tencent',
    e.VOICEPRINT_PROVIDER === 'tencent' && 'VOICEPRINT_PROVIDER=tencent',
    e.ASR_FILE_PROVIDER === 'tencent' && 'ASR_FILE_PROVIDER=tencent',
  ].filter(Boolean);
  for (const reason of needsTencent) {
    if (!secretId(e)) issues.push({ path: 'TENCENT_SECRET_ID', message: `required when ${reason} (or set TENCENT_SMS_SECRET_ID)` });
    if (!secretKey(e)) issues.push({ path: 'TENCENT_SECRET_KEY', message: `required when ${reason} (or set TENCENT_SMS_SECRET_KEY)` });
  }
  if (e.ASR_PROVIDER === 'tencent' && !e.TENCENT_ASR_APP_ID) issues.push({ path: 'TENCENT_ASR_APP_ID', message: 'required when ASR_PROVIDER=tencent' });
  if (e.LLM_BASE_URL && !e.LLM_MODEL) issues.push({ path: 'LLM_MODEL', message: 'required when LLM_BASE_URL is set' });
  if (!e.LLM_BASE_URL && (e.LLM_MODEL || e.LLM_API_KEY)) issues.push({ path: 'LLM_BASE_URL', message: 'required when LLM_MODEL or LLM_API_KEY is set' });
  if (e.EMBEDDING_MODEL && !e.EMBEDDING_BASE_URL && !e.LLM_BASE_URL) {
    issues.push({ path: 'EMBEDDING_BASE_URL', message: 'required when EMBEDDING_MODEL is set and LLM_BASE_URL is not' });
  }
  if (e.VOICEPRINT_PROVIDER === 'embedding' && !e.VOICEPRINT_EMBEDDING_URL) {
    issues.push({ path: 'VOICEPRINT_EMBEDDING_URL', message: 'required when VOICEPRINT_PROVIDER=embedding' });
  }
  return issues;
}

function voiceprintConfig(e: WithSms, credentials: TencentCredentials): VoiceprintConfig {
  const timeoutMs = e.VOICEPRINT_TIMEOUT_MS;
  if (e.VOICEPRINT_PROVIDER === 'embedding')
    return { provider: 'embedding', timeoutMs, baseUrl: e.VOICEPRINT_EMBEDDING_URL ?? '', apiKey: e.VOICEPRINT_EMBEDDING_KEY };
  if (e.VOICEPRINT_PROVIDER === 'tencent')
    return { provider: 'tencent', timeoutMs, endpoint: e.TENCENT_VPR_ENDPOINT, region: e.TENCENT_VPR_REGION, credentials };
  return { provider: 'none' };
}

function embeddingsConfig(e: WithSms): EmbeddingsConfig {
  const baseUrl = e.EMBEDDING_BASE_URL ?? e.LLM_BASE_URL;
  if (!e.EMBEDDING_MODEL || !baseUrl) return { provider: 'none' };
  const apiKey = e.EMBEDDING_BASE_URL ? e.EMBEDDING_API_KEY : (e.EMBEDDING_API_KEY ?? e.LLM_API_KEY);
  return { provider: 'openai', baseUrl, apiKey, model: e.EMBEDDING_MODEL, timeoutMs: e.EMBEDDING_TIMEOUT_MS, batch: e.EMBEDDING_BATCH };
}

/** The providers' configuration from a validated environment. */
export function providerConfig(e: WithSms): ProviderConfig {
  const credentials = tencentCredentials(e);
  const cacheBytes = Math.round(e.TTS_CACHE_MB * 1024 * 1024);
  const tts: TtsConfig =
    e.TTS_PROVIDER === 'tencent'
      ? {
          provider: 'tencent',
          timeoutMs: e.TTS_TIMEOUT_MS,
          cacheBytes,
          endpoint: e.TENCENT_TTS_ENDPOINT,
          region: e.TENCENT_TTS_REGION,
          defaultVoiceType: e.TENCENT_TTS_VOICE_TYPE,
          credentials,
        }
      : { provider: 'espeak', timeoutMs: e.TTS_TIMEOUT_MS, cacheBytes, espeakPath: e.ESPEAK_PATH };
  const asr: AsrConfig =
    e.ASR_PROVIDER === 'tencent'
      ? { provider: 'tencent', timeoutMs: e.ASR_TIMEOUT_MS, endpoint: e.TENCENT_ASR_ENDPOINT, appId: e.TENCENT_ASR_APP_ID ?? '', credentials }
      : { provider: 'device', timeoutMs: e.ASR_TIMEOUT_MS };
  const llm: LlmConfig = e.LLM_BASE_URL
    ? {
        provider: 'openai',
        baseUrl: e.LLM_BASE_URL,
        apiKey: e.LLM_API_KEY,
        model: e.LLM_MODEL ?? '',
        timeoutMs: e.LLM_TIMEOUT_MS,
        temperature: e.LLM_TEMPERATURE,
        maxTokens: e.LLM_MAX_TOKENS,
        customerTimeoutMs: e.LLM_CUSTOMER_TIMEOUT_MS,
      }
    : { provider: 'none' };
  const asrFile: AsrFileConfig =
    e.ASR_FILE_PROVIDER === 'tencent'
      ? { provider: 'tencent', timeoutMs: e.ASR_FILE_TIMEOUT_MS, endpoint: e.TENCENT_ASR_FILE_ENDPOINT, engine: e.TENCENT_ASR_FILE_ENGINE, credentials }
      : { provider: 'none' };
  return {
    tts,
    asr,
    asrFile,
    llm,
    embeddings: embeddingsConfig(e),
    voiceprint: voiceprintConfig(e, credentials),
    mail: { timeoutMs: e.MAIL_TIMEOUT_MS },
    wecom: { timeoutMs: e.WECOM_TIMEOUT_MS },
  };
}
