import { endpointPath, type PracticeCallSound } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { findAudioInOrg } from '../../data/practice/audio.js';
import type { ScenarioRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';

/**
 * The sounds of a practice call (docs/practice.md "Ringtone and ambience"): the scenario's ringtone
 * and background ambience from the voice library, taken with the session's plan (read once per
 * session and process, like its customer's voice); `lineAudio.ts` serves them to the session's own learner.
 */

/** A sound of the call: its audio (the URL's last segment), where its wav is stored, and its length. */
export interface CallSound {
  audioId: string;
  storageKey: string;
  durationMs: number;
}

export interface SessionSounds {
  ringtone: CallSound | null;
  ambience: CallSound | null;
}

export const NO_SOUNDS: SessionSounds = { ringtone: null, ambience: null };

/** The scenario's audio of `kind` when it is still there and enabled (a disabled one is not played). */
async function soundOf(deps: AppDeps, orgId: string, audioId: string | null, kind: 'bgm' | 'ringtone'): Promise<CallSound | null> {
  const audio = audioId ? await findAudioInOrg(deps.db, orgId, audioId) : undefined;
  if (!audio || audio.kind !== kind || audio.disabled !== 0) return null;
  return { audioId: audio.id, storageKey: audio.storageKey, durationMs: audio.durationMs };
}

/** The ringtone and ambience of a stored scenario (none without one). */
export async function soundsOf(
  deps: AppDeps,
  orgId: string,
  stored: Pick<ScenarioRow, 'ringtoneId' | 'backgroundAudioId'> | undefined,
): Promise<SessionSounds> {
  if (!stored) return NO_SOUNDS;
  const [ringtone, ambience] = await Promise.all([soundOf(deps, orgId, stored.ringtoneId, 'ringtone'), soundOf(deps, orgId, stored.backgroundAudioId, 'bgm')]);
  return { ringtone, ambience };
}

const viewOf = (sessionId: string, sound: CallSound | null): PracticeCallSound | null =>
  sound && {
    format: 'wav',
    url: endpointPath(LEARNER_ENDPOINTS.practice.sound, { id: sessionId, audio: sound.audioId }),
    durationMs: sound.durationMs,
  };

/** The session view's `ringtone` and `ambience`: URLs of the session's sound route. */
export const presentSounds = (sessionId: string, sounds: SessionSounds) => ({
  ringtone: viewOf(sessionId, sounds.ringtone),
  ambience: viewOf(sessionId, sounds.ambience),
});
