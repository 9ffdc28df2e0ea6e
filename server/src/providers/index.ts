import type { Logger } from '../logger.js';
import { createAsrProvider, type AsrProvider } from './asr/index.js';
import type { ProviderConfig } from './config.js';
import { createEmbeddings, type EmbeddingsClient } from './embeddings/index.js';
import { createLlmProvider, type LlmProvider } from './llm/index.js';
import { createMailer, type Mailer } from './mail/index.js';
import { cachedTts } from './tts/cache.js';
import { createTtsProvider, type TtsProvider } from './tts/index.js';
import { createVoiceprintProvider, type VoiceprintProvider } from './voiceprint/index.js';
import { createWecomRobot, type WecomRobot } from './wecom/index.js';

export { ProviderError, type ProviderErrorKind, type ProviderService } from './errors.js';
export type { AsrConfig, EmbeddingsConfig, LlmConfig, ProviderConfig, TtsConfig } from './config.js';

/**
 * The providers a live practice session speaks, listens and improvises through, and the clients the
 * notifications deliver with (each organisation's own mail server and group robot).
 */
export interface VoiceProviders {
  tts: TtsProvider;
  asr: AsrProvider;
  llm: LlmProvider;
  /** The knowledge base's embeddings; null when `EMBEDDING_MODEL` is unset (docs/assistant.md). */
  embeddings: EmbeddingsClient | null;
  /** Speaker verification; null when `VOICEPRINT_PROVIDER` is none (docs/voiceprint.md). */
  voiceprint: VoiceprintProvider | null;
  mail: Mailer;
  wecom: WecomRobot;
}

/**
 * Builds the providers the configuration names (`TTS_PROVIDER`, `ASR_PROVIDER`, `LLM_*`): by
 * default espeak-ng (its lines kept in memory, `TTS_CACHE_MB`), recognition on the device and no
 * LLM and no voiceprint provider. Call once at start: the speech kept is the process's.
 */
export function createProviders(config: ProviderConfig, logger?: Logger): VoiceProviders {
  return {
    tts: cachedTts(createTtsProvider(config.tts), config.tts.cacheBytes),
    asr: createAsrProvider(config.asr, logger),
    llm: createLlmProvider(config.llm),
    embeddings: createEmbeddings(config.embeddings),
    voiceprint: createVoiceprintProvider(config.voiceprint),
    mail: createMailer(config.mail),
    wecom: createWecomRobot(config.wecom),
  };
}
