/** Languages the TTS providers speak: Mandarin, Cantonese, English. */
export const TTS_LANGUAGES = ['zh', 'yue', 'en'] as const;
export type TtsLanguage = (typeof TTS_LANGUAGES)[number];

export interface TtsRequest {
  /** The customer's line (a speech is ≤ 200 characters). */
  text: string;
  /**
   * The voice: a Tencent VoiceType number (e.g. `101001`) for Tencent; for espeak-ng an espeak
   * variant (`f3`, `m2`), `female`/`male`, or any other text, mapped to a fixed variant so one
   * template always sounds the same. Empty: the provider's default voice.
   */
  voice: string;
  /** Speaking rate relative to normal, 0.5 … 2 (default 1). */
  speed?: number | undefined;
  language: TtsLanguage;
}

export interface TtsResult {
  audio: Buffer;
  format: 'wav' | 'mp3';
  sampleRate: number;
  durationMs: number;
}

/**
 * Turns a line into audio. Implementations throw `ProviderError` (service `tts`): `timeout` or
 * `unreachable` when the provider is down (the session then replies with text only), `badInput` for
 * an empty text, `refused`/`badResponse`/`unavailable` otherwise.
 */
export interface TtsProvider {
  readonly name: 'espeak' | 'tencent';
  synthesize(request: TtsRequest, signal?: AbortSignal): Promise<TtsResult>;
}

export const SPEED_RANGE = { min: 0.5, max: 2 } as const;

/** The requested speed clamped to the supported range. */
export const clampSpeed = (speed: number | undefined) => Math.min(SPEED_RANGE.max, Math.max(SPEED_RANGE.min, speed ?? 1));
