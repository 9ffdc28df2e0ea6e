import type { VprValidate } from '@peilian/shared';
import { verifyPassword } from '../../auth/password.js';
import { findVoiceprint, autoPassVoiceprint, insertVoiceprint, replacePendingAudit } from '../../data/voiceprints.js';
import { findOrganisationById } from '../../data/organisations.js';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { checkSmsCode, useSmsCode } from '../smsCodes.js';
import type { Logger } from '../../logger.js';
import type { Pcm16 } from '../../providers/tts/wav.js';
import { pcmDurationMs } from '../../providers/tts/wav.js';
import { knownVoice, optionsOf, providerCall, voiceprintProvider } from './provider.js';
import { removeAtProvider, removeSamples } from './forget.js';
import { storeSample } from './recording.js';

export type RegistrationOutcome = 'registered' | 'pending' | 'autopassed';

/**
 * `validate_pwd` (§5: a registration needs the password, or the mobile and an SMS code): the
 * user's own password, or a login code sent to the user's own mobile, used up on success.
 */
export async function confirmIdentity(deps: AppDeps, log: Logger, user: UserRow, proof: VprValidate): Promise<void> {
  if ('pwd' in proof) {
    if (!(await verifyPassword(user.passwordHash, proof.pwd))) throw appError('errors.wrongCredentials');
    return;
  }
  if (proof.mobile !== user.mobile) throw appError('errors.smsCodeWrong');
  const codeId = await checkSmsCode(deps, log, { mobile: proof.mobile, purpose: 'login', code: proof.code });
  await useSmsCode(deps, codeId);
}

/**
 * Registers the recording as the user's voiceprint (docs/voiceprint.md "Registration"): a first
 * voiceprint at once; a new one over a registered one is a re-registration for the audit — passed
 * on its own when the organisation approves automatically and the new voice scores the pass mark
 * against the registered one.
 */
export async function registerVoiceprint(deps: AppDeps, log: Logger, user: UserRow, pcm: Pcm16, text: string): Promise<RegistrationOutcome> {
  const provider = voiceprintProvider(deps);
  const { orgId, id: userId } = user;
  const enrolled = await providerCall(log, 'enrol', () => provider.enrol({ orgId, userId }, pcm));
  const sampleKey = await storeSample(deps.storage, orgId, pcm);
  const values = { orgId, userId, provider: provider.name, ref: enrolled.ref, embedding: enrolled.embedding, sampleKey, text, durationMs: pcmDurationMs(pcm) };
  const registered = await findVoiceprint(deps.db, orgId, userId);
  if (!registered) {
    await insertVoiceprint(deps.db, values);
    return 'registered';
  }
  const options = optionsOf((await findOrganisationById(deps.db, orgId))?.settings);
  const score = registered.provider === provider.name ? await providerCall(log, 'verify', () => provider.verify(orgId, knownVoice(registered), pcm)) : 0;
  const audit = { ...values, originalKey: registered.sampleKey, score };
  if (options.autoPass && score >= options.threshold) {
    const replaced = await autoPassVoiceprint(deps.db, audit, deps.clock.now());
    if (replaced) removeAtProvider(deps, orgId, replaced);
    return 'autopassed';
  }
  const { replaced } = await replacePendingAudit(deps.db, audit);
  if (replaced) {
    removeSamples(deps, [replaced.sampleKey]);
    removeAtProvider(deps, orgId, { ref: replaced.ref, embedding: null });
  }
  return 'pending';
}
