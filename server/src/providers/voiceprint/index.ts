import type { VoiceprintConfig } from '../config.js';
import { EmbeddingVoiceprintProvider } from './embedding.js';
import { TencentVoiceprintProvider } from './tencent.js';
import type { VoiceprintProvider } from './types.js';

export { cosineScore, EmbeddingVoiceprintProvider } from './embedding.js';
export { checkVoiceQuality, MIN_VOICED_MS, type VoiceQuality, type VoiceQualityCode } from './quality.js';
export { tencentGroupId, TencentVoiceprintProvider } from './tencent.js';
export * from './types.js';
export type { VoiceprintConfig } from '../config.js';

/** The provider `VOICEPRINT_PROVIDER` names, or null when speaker verification is not configured. */
export function createVoiceprintProvider(config: VoiceprintConfig): VoiceprintProvider | null {
  if (config.provider === 'embedding') return new EmbeddingVoiceprintProvider(config);
  if (config.provider === 'tencent') return new TencentVoiceprintProvider(config);
  return null;
}
