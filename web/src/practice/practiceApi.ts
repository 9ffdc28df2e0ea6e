import { practiceEndpoints } from '@peilian/shared/endpoints';
import { learnerApi, learnerUrl, requestHeaders } from '../app';

/** The learner's practice reads (the practice endpoints), each answer checked against its shared schema. */

export const fetchPracticeScenarios = async () => (await learnerApi.practice.scenarios()).rows;

/**
 * The learner's own recording of a spoken turn, fetched with the session's headers (an audio
 * element sends none) for playing from a blob URL.
 */
export const fetchTurnRecording = (sessionId: string, seq: number): Promise<Blob> =>
  fetchAudio(learnerUrl(practiceEndpoints.turnAudio, { id: sessionId, seq }));

/** A stored customer line's audio (turn 0: the opening), the same way. */
export const fetchLineAudio = (sessionId: string, turn: number, index: number): Promise<Blob> =>
  fetchAudio(learnerUrl(practiceEndpoints.lineAudio, { id: sessionId, turn, index }));

/**
 * A live customer line's voice file (`audio.url`, relative to the API base), the same way. The
 * service worker keeps these files (`build/pwaOptions.ts`): a line heard before comes from there.
 */
export const fetchVoiceFile = (url: string): Promise<Blob> => fetchAudio(`/${url}`);

/** An audio download with the session's headers; a refusal throws its translated errmsg ('' when it has none). */
async function fetchAudio(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: requestHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errmsg?: unknown };
    throw new Error(typeof body.errmsg === 'string' ? body.errmsg : '');
  }
  return response.blob();
}
