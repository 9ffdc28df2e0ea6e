import { VOICEPRINT_STATUS, type MessageKey, type Translate, type VprResult } from '@peilian/shared';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { voiceprintOptionsOf, type VoiceprintOptions } from '../../organisation/index.js';
import { ProviderError } from '../../providers/index.js';
import type { KnownVoice, VoiceprintProvider } from '../../providers/voiceprint/index.js';
import type { VoiceprintRow } from '../../data/voiceprints.js';

/** The deployment's voiceprint provider, or the refusal every entry point answers without one. */
export function voiceprintProvider(deps: AppDeps): VoiceprintProvider {
  const provider = deps.providers.voiceprint;
  if (!provider) throw appError('errors.voiceprint.notEnabled');
  return provider;
}

export const optionsOf = (settings: Readonly<Record<string, unknown>> | null | undefined): VoiceprintOptions => voiceprintOptionsOf(settings);

/** A stored voiceprint as the provider compares it. */
export const knownVoice = (row: Pick<VoiceprintRow, 'userId' | 'ref' | 'embedding'>): KnownVoice => ({
  userId: row.userId,
  ref: row.ref,
  embedding: row.embedding,
});

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
