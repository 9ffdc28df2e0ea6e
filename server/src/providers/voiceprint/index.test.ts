import { describe, expect, it } from 'vitest';
import { createVoiceprintProvider, EmbeddingVoiceprintProvider, TencentVoiceprintProvider } from './index.js';

describe('createVoiceprintProvider', () => {
  it('builds the provider VOICEPRINT_PROVIDER names, or none', () => {
    expect(createVoiceprintProvider({ provider: 'none' })).toBeNull();
    const embedding = createVoiceprintProvider({ provider: 'embedding', baseUrl: 'http://127.0.0.1:1', apiKey: undefined, timeoutMs: 1000 });
    expect(embedding).toBeInstanceOf(EmbeddingVoiceprintProvider);
    expect(embedding?.name).toBe('embedding');
    const tencent = createVoiceprintProvider({
      provider: 'tencent',
      endpoint: 'http://127.0.0.1:1',
      region: 'ap-guangzhou',
      timeoutMs: 1000,
      credentials: { secretId: 'id', secretKey: 'key' },
    });
    expect(tencent).toBeInstanceOf(TencentVoiceprintProvider);
    expect(tencent?.name).toBe('tencent');
  });
});
