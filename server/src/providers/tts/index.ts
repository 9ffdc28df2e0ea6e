import type { TtsConfig } from '../config.js';
import { EspeakTtsProvider } from './espeak.js';
import { TencentTtsProvider } from './tencent.js';
import type { TtsProvider } from './types.js';

export { EspeakTtsProvider, espeakVariant } from './espeak.js';
export { TencentTtsProvider, splitText, tencentSpeed, TENCENT_TTS_TEXT_MAX } from './tencent.js';
export * from './types.js';
export { encodeSpeechMp3, SPEECH_MP3_KBPS, speechMp3DurationMs } from './mp3.js';
export { encodeWav, parseWav, pcmDurationMs, resampleMono, type Pcm16 } from './wav.js';

/** The provider `TTS_PROVIDER` names: espeak-ng (default) or Tencent Cloud TTS. */
export function createTtsProvider(config: TtsConfig): TtsProvider {
  if (config.provider === 'tencent') return new TencentTtsProvider(config);
  return new EspeakTtsProvider(config);
}
