import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('voice-practice provider configuration', () => {
  it('reads Tencent TTS and ASR with shared credentials and an LLM endpoint', () => {
    const config = loadConfig({
      TTS_PROVIDER: 'tencent',
      TTS_TIMEOUT_MS: '4000',
      TENCENT_TTS_ENDPOINT: 'http://127.0.0.1:9001/',
      TENCENT_TTS_VOICE_TYPE: '101002',
      ASR_PROVIDER: 'tencent',
      TENCENT_ASR_ENDPOINT: 'ws://127.0.0.1:9002',
      TENCENT_ASR_APP_ID: '1259228442',
      TENCENT_SECRET_ID: 'AKIDvoice',
      TENCENT_SECRET_KEY: 'voice-key',
      LLM_BASE_URL: 'http://127.0.0.1:9003/',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'deepseek-chat',
      LLM_TEMPERATURE: '0.3',
    });
    expect(config.tts).toEqual({
      provider: 'tencent',
      timeoutMs: 4000,
      cacheBytes: 64 * 1024 * 1024,
      endpoint: 'http://127.0.0.1:9001',
      region: 'ap-guangzhou',
      defaultVoiceType: 101002,
      credentials: { secretId: 'AKIDvoice', secretKey: 'voice-key' },
    });
    expect(config.asr).toEqual({
      provider: 'tencent',
      timeoutMs: 10_000,
      endpoint: 'ws://127.0.0.1:9002',
      appId: '1259228442',
      credentials: { secretId: 'AKIDvoice', secretKey: 'voice-key' },
    });
    expect(config.llm).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9003',
      apiKey: 'sk-test',
      model: 'deepseek-chat',
      timeoutMs: 15_000,
      temperature: 0.3,
      maxTokens: 512,
      customerTimeoutMs: 4_000,
    });
  });

  it('falls back to the SMS credentials of the same Tencent Cloud account', () => {
    const config = loadConfig({ TTS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'AKIDsms', TENCENT_SMS_SECRET_KEY: 'sms-key' });
    expect(config.tts).toMatchObject({ credentials: { secretId: 'AKIDsms', secretKey: 'sms-key' } });
  });

  it('names what a provider choice misses', () => {
    expect(() => loadConfig({ ASR_PROVIDER: 'tencent' })).toThrow(/TENCENT_SECRET_ID[\s\S]*TENCENT_SECRET_KEY[\s\S]*TENCENT_ASR_APP_ID/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1' })).toThrow(/LLM_MODEL: required when LLM_BASE_URL is set/);
    expect(() => loadConfig({ LLM_MODEL: 'qwen-plus' })).toThrow(/LLM_BASE_URL/);
  });

  it('names each bad value', () => {
    const attempt = () =>
      loadConfig({
        TTS_PROVIDER: 'say',
        ASR_PROVIDER: 'whisper',
        TENCENT_ASR_ENDPOINT: 'http://x',
        TENCENT_ASR_APP_ID: 'app',
        LLM_TIMEOUT_MS: '5',
        LLM_TEMPERATURE: 'hot',
      });
    expect(attempt).toThrow(/TTS_PROVIDER[\s\S]*ASR_PROVIDER[\s\S]*TENCENT_ASR_ENDPOINT[\s\S]*TENCENT_ASR_APP_ID[\s\S]*LLM_TIMEOUT_MS[\s\S]*LLM_TEMPERATURE/);
  });
  it('leaves speaker verification off unless VOICEPRINT_PROVIDER names one', () => {
    expect(loadConfig({}).voiceprint).toEqual({ provider: 'none' });
  });

  it('reads the on-premises embedding service', () => {
    const config = loadConfig({
      VOICEPRINT_PROVIDER: 'embedding',
      VOICEPRINT_EMBEDDING_URL: 'http://10.0.0.5:8090/',
      VOICEPRINT_EMBEDDING_KEY: 'vpr-key',
      VOICEPRINT_TIMEOUT_MS: '3000',
    });
    expect(config.voiceprint).toEqual({ provider: 'embedding', baseUrl: 'http://10.0.0.5:8090', apiKey: 'vpr-key', timeoutMs: 3000 });
    expect(loadConfig({ VOICEPRINT_PROVIDER: 'embedding', VOICEPRINT_EMBEDDING_URL: 'http://10.0.0.5:8090' }).voiceprint).toEqual({
      provider: 'embedding',
      baseUrl: 'http://10.0.0.5:8090',
      apiKey: undefined,
      timeoutMs: 10_000,
    });
  });

  it('reads Tencent voiceprint with its defaults and the SMS credentials as fallback', () => {
    expect(loadConfig({ VOICEPRINT_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'AKIDsms', TENCENT_SMS_SECRET_KEY: 'sms-key' }).voiceprint).toEqual({
      provider: 'tencent',
      timeoutMs: 10_000,
      endpoint: 'https://asr.tencentcloudapi.com',
      region: 'ap-guangzhou',
      credentials: { secretId: 'AKIDsms', secretKey: 'sms-key' },
    });
    const config = loadConfig({
      VOICEPRINT_PROVIDER: 'tencent',
      TENCENT_VPR_ENDPOINT: 'http://127.0.0.1:9004/',
      TENCENT_VPR_REGION: 'ap-shanghai',
      TENCENT_SECRET_ID: 'AKIDvoice',
      TENCENT_SECRET_KEY: 'voice-key',
    });
    expect(config.voiceprint).toMatchObject({
      endpoint: 'http://127.0.0.1:9004',
      region: 'ap-shanghai',
      credentials: { secretId: 'AKIDvoice', secretKey: 'voice-key' },
    });
  });

  it('names what a voiceprint choice misses and each bad voiceprint value', () => {
    expect(() => loadConfig({ VOICEPRINT_PROVIDER: 'embedding' })).toThrow(/VOICEPRINT_EMBEDDING_URL: required when VOICEPRINT_PROVIDER=embedding/);
    expect(() => loadConfig({ VOICEPRINT_PROVIDER: 'tencent' })).toThrow(
      /TENCENT_SECRET_ID: required when VOICEPRINT_PROVIDER=tencent[\s\S]*TENCENT_SECRET_KEY/,
    );
    const attempt = () =>
      loadConfig({ VOICEPRINT_PROVIDER: 'iflytek', VOICEPRINT_EMBEDDING_URL: 'ftp://x', VOICEPRINT_TIMEOUT_MS: '5', TENCENT_VPR_ENDPOINT: 'wss://x' });
    expect(attempt).toThrow(/VOICEPRINT_PROVIDER[\s\S]*VOICEPRINT_EMBEDDING_URL[\s\S]*VOICEPRINT_TIMEOUT_MS[\s\S]*TENCENT_VPR_ENDPOINT/);
  });
});
