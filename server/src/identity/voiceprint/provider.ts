import { VOICEPRINT_STATUS, type MessageKey, type Translate, type VprResult } from '@peilian/shared';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { ProviderError } from '../../providers/index.js';
import type { VoiceprintProvider } from '../../providers/voiceprint/index.js';

/** The deployment's voiceprint provider, or the refusal every entry point answers without one. */
export function voiceprintProvider(deps: AppDeps): VoiceprintProvider {
  const provider = deps.providers.voiceprint;
  if (!provider) throw appError('errors.voiceprint.notEnabled');
  return provider;
}

/** Runs a provider call; its failure is the spec's "service unavailable" refusal, logged with the provider's reason. */
export async function providerCall<T>(log: Logger, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ err: error, kind: error.kind, providerCode: error.providerCode, what }, 'voiceprint provider failed');
    throw appError('errors.voiceprint.providerFailed');
  }
}

/** A result of the §8 codes with its message in the caller's language. */
export function vprResult(t: Translate, status: number, extra: Omit<Extract<VprResult, { ok: true }>, 'ok' | 'status' | 'msg'> = {}): VprResult {
  const known = Object.values(VOICEPRINT_STATUS).includes(status as never);
  const key = (known ? `voiceprint.status.${status}` : 'voiceprint.status.fallback') as MessageKey;
  return { ok: true, status, msg: t(key, { score: extra.score ?? 0, required: extra.required ?? 0 }), ...extra };
}
