import type { EnrolledVoice } from '../providers/voiceprint/types.js';
import { deleteVoiceprintOf } from '../data/voiceprintAudits.js';
import { afterCommit } from '../db/operationScope.js';
import type { AppDeps } from '../http/context.js';

/**
 * Forgets the voice at the provider, once what named it is committed; a failure is logged, not
 * answered: the user's voiceprint is gone here either way (docs/voiceprint.md).
 */
export function removeAtProvider(deps: AppDeps, orgId: string, voice: EnrolledVoice): void {
  const provider = deps.providers.voiceprint;
  if (!provider) return;
  afterCommit(() => {
    provider.remove(orgId, voice).catch((error: unknown) => deps.logger.warn({ err: error, orgId }, 'removing a voiceprint at the provider failed'));
  });
}

/** Removes stored samples once the deletion that named them is committed; a missing one is no error. */
export function removeSamples(deps: AppDeps, keys: readonly string[]): void {
  const kept = keys.filter(Boolean);
  if (kept.length === 0) return;
  afterCommit(() => {
    Promise.all(kept.map((key) => deps.storage.remove(key))).catch((error: unknown) => deps.logger.warn({ err: error }, 'removing voiceprint samples failed'));
  });
}

/**
 * Forgets a user's voiceprint (an admin's `unregisterface`, the user's own unbinding): deletes the
 * voiceprint and any pending re-registration, resets the user's `voiceprint`/`voiceflag`, and once
 * committed removes the samples and the provider's voice. Decided audit records stay. Answers
 * whether there was anything to forget.
 */
export async function forgetVoiceprint(deps: AppDeps, orgId: string, userId: string): Promise<boolean> {
  const forgotten = await deleteVoiceprintOf(deps.db, orgId, userId);
  const { voiceprint, pending } = forgotten;
  const voices = [...(voiceprint ? [voiceprint] : []), ...pending];
  for (const voice of voices) removeAtProvider(deps, orgId, { ref: voice.ref, embedding: voice.embedding });
  removeSamples(
    deps,
    voices.map((voice) => voice.sampleKey),
  );
  return voices.length > 0 || forgotten.flagged;
}
