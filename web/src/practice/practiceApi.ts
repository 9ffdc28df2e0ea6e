import { paramsOfPath } from '@peilian/shared';
import { LEARNER_ROUTES } from '@peilian/shared/endpoints/lazy';
import { learnerApi } from '../app';
import { blobOf } from '../lib/downloadedFile';

/** The learner's practice reads (the practice endpoints), each answer checked against its shared schema. */

export const fetchPracticeScenarios = async () => (await learnerApi.practice.scenarios()).rows;

/**
 * The learner's own recording of a spoken turn, downloaded with the session's headers (an audio
 * element sends none) for playing from a blob URL. A refusal fails as any call does.
 */
export const fetchTurnRecording = async (sessionId: string, seq: number): Promise<Blob> => blobOf(await learnerApi.practice.turnAudio({ id: sessionId, seq }));

/** A stored customer line's audio (turn 0: the opening), the same way. */
export const fetchLineAudio = async (sessionId: string, turn: number, index: number): Promise<Blob> =>
  blobOf(await learnerApi.practice.lineAudio({ id: sessionId, turn, index }));

/**
 * A live customer line's voice file (`audio.url`, relative to the API base), by the call the URL
 * names. It is fetched at the same URL as before (`practice.voice`'s path), which the service worker
 * keeps (`build/pwaOptions.ts`): a line heard before comes from there.
 */
export async function fetchVoiceFile(url: string): Promise<Blob> {
  const params = paramsOfPath(LEARNER_ROUTES.practice.voice, url);
  if (!params) throw new Error(`${url} is not a voice file of a practice session`);
  return blobOf(await learnerApi.practice.voice(params));
}

/** The session's ringtone or ambience (`ringtone.url`, `ambience.url`), by the call the URL names (`practice.sound`). */
export async function fetchCallSound(url: string): Promise<Blob> {
  const params = paramsOfPath(LEARNER_ROUTES.practice.sound, url);
  if (!params) throw new Error(`${url} is not a sound of a practice session`);
  return blobOf(await learnerApi.practice.sound(params));
}
