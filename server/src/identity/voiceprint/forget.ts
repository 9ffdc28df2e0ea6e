import { deleteVoiceprintOf } from '../../data/voiceprints.js';
import { afterCommit } from '../../db/operationScope.js';
import type { AppDeps } from '../../http/context.js';
import type { EnrolledVoice } from '../../providers/voiceprint/index.js';

/**
 * Forgets a voice at the provider once what named it is committed (at once outside an operation);
 * a failure is logged, never answered: the voice is gone here either way.
 */
export function removeAtProvider(deps: AppDeps, orgId: string, voice: EnrolledVoice): void {
  const provider = deps.providers.voiceprint;
  if (!provider || (provider.name === 'tencent' && !voice.ref)) return;
  afterCommit(() => {
    provider.remove(orgId, voice).catch((error: unknown) => deps.logger.warn({ err: error, orgId }, 'removing a voiceprint at the provider failed'));
  });
}

/** Removes stored samples once the deletion that named them is committed; a missing one is no error. */
export function removeSamples(deps: AppDeps, keys: readonly string[]): void {
  const kept = [...new Set(keys.filter(Boolean))];
  if (kept.length === 0) return;
  afterCommit(() => {
    Promise.all(kept.map((key) => deps.storage.remove(key))).catch((error: unknown) => deps.logger.warn({ err: error }, 'removing voiceprint samples failed'));
  });
}

/**
 * Forgets a user's voiceprint (`unbind/voice`, `unregisterface`; docs/voiceprint.md "Deleting"):
 * the voiceprint, every audit record and sample of the user, the user's flags, and — once committed
 * — the samples' files and the voices at the provider. Answers whether there was anything to forget.
 */
export async function forgetVoiceprint(deps: AppDeps, orgId: string, userId: string): Promise<boolean> {
  const { voiceprint, audits, flagged } = await deleteVoiceprintOf(deps.db, orgId, userId);
  if (voiceprint) removeAtProvider(deps, orgId, voiceprint);
  // A pending re-registration's voice was enrolled at the provider too.
  for (const audit of audits) if (audit.status === 0) removeAtProvider(deps, orgId, audit);
  removeSamples(deps, [...(voiceprint ? [voiceprint.sampleKey] : []), ...audits.flatMap((audit) => [audit.sampleKey, audit.originalKey])]);
  return Boolean(voiceprint) || audits.length > 0 || flagged;
}
