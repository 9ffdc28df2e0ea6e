/** Which voice-practice provider failed. */
export type ProviderService = 'tts' | 'asr' | 'llm' | 'voiceprint' | 'embeddings';

/**
 * How it failed, so a live session can degrade without reading messages: `timeout` and
 * `unreachable` (outage: fall back to text-only replies, typed input or the scripted line),
 * `refused` (the provider answered with an error, e.g. a bad signature), `badResponse` (it answered
 * something unusable), `badInput` (our request cannot be served, e.g. empty text), `badFrame` (an
 * audio frame that is not 16-bit PCM or too large; the stream stays open), `unavailable` (not
 * configured or not installed).
 */
export type ProviderErrorKind = 'timeout' | 'unreachable' | 'refused' | 'badResponse' | 'badInput' | 'badFrame' | 'unavailable';

/** The one error every TTS, ASR and LLM provider throws or reports. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly service: ProviderService,
    readonly kind: ProviderErrorKind,
    message: string,
    /** The provider's own error code (Tencent `AuthFailure.SignatureFailure`, ASR `4002`, HTTP `401`), for the log. */
    readonly providerCode = '',
  ) {
    super(message);
  }

  /** True when the provider may work again later (a session falls back and retries next turn). */
  get transient(): boolean {
    return this.kind === 'timeout' || this.kind === 'unreachable';
  }
}

/** Wraps whatever a fetch or socket threw: an abort by our timer is `timeout`, the rest `unreachable`. */
export function networkError(service: ProviderService, error: unknown, timedOut: boolean): ProviderError {
  if (error instanceof ProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return timedOut
    ? new ProviderError(service, 'timeout', `${service} provider timed out`, 'Timeout')
    : new ProviderError(service, 'unreachable', `${service} provider unreachable: ${message}`, 'Network');
}
