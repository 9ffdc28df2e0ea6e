import { deleteVoiceprintOf } from '../../data/voiceprints.js';
import type { AppDeps } from '../../http/context.js';
import { forgetAtProvider } from './register.js';

/**
 * Forgets a user's voiceprint (`unbind/voice`, `unregisterface`; docs/voiceprint.md "Deleting"):
 * the voiceprint, every audit record and sample of the user, the voice at the provider, and the
 * user's flags. Answers whether there was anything to forget.
 */
export async function forgetVoiceprint(deps: AppDeps, orgId: string, userId: string): Promise<boolean> {
  const { voiceprint, audits } = await deleteVoiceprintOf(deps.db, orgId, userId);
  const keys = new Set([...(voiceprint ? [voiceprint.sampleKey] : []), ...audits.flatMap((audit) => [audit.sampleKey, audit.originalKey])].filter(Boolean));
  for (const key of keys) await deps.storage.remove(key);
  if (voiceprint) await forgetAtProvider(deps, deps.logger, orgId, voiceprint);
  // A pending re-registration's voice was enrolled at the provider too.
  for (const audit of audits) if (audit.status === 0 && audit.ref) await forgetAtProvider(deps, deps.logger, orgId, { ref: audit.ref, embedding: null });
  return Boolean(voiceprint) || audits.length > 0;
}
