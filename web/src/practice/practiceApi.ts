import { PRACTICE_LEARNER_PATHS, practiceScenarioListResponseSchema, practiceSessionResponseSchema } from '@peilian/shared';
import { api, requestHeaders } from '../app/services';

/** The learner's practice reads (shared `PRACTICE_LEARNER_PATHS`), each answer checked against its shared schema. */

export const fetchPracticeScenarios = async () => practiceScenarioListResponseSchema.parse(await api.get(PRACTICE_LEARNER_PATHS.scenarios)).rows;

export const fetchPracticeSession = async (id: string) => practiceSessionResponseSchema.parse(await api.get(PRACTICE_LEARNER_PATHS.session(id))).session;

/**
 * The learner's own recording of a spoken turn (`GET PRACTICE_LEARNER_PATHS.turnAudio`), fetched
 * with the session's headers (an audio element sends none) for playing from a blob URL.
 */
export const fetchTurnRecording = (sessionId: string, seq: number): Promise<Blob> => fetchAudio(PRACTICE_LEARNER_PATHS.turnAudio(sessionId, seq));

/** A stored customer line's audio (`GET PRACTICE_LEARNER_PATHS.lineAudio`; turn 0: the opening), the same way. */
export const fetchLineAudio = (sessionId: string, turn: number, index: number): Promise<Blob> => fetchAudio(PRACTICE_LEARNER_PATHS.lineAudio(sessionId, turn, index));

/** An audio download with the session's headers; a refusal throws its translated errmsg ('' when it has none). */
async function fetchAudio(path: string): Promise<Blob> {
  const response = await fetch(`/${path}`, { headers: requestHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errmsg?: unknown };
    throw new Error(typeof body.errmsg === 'string' ? body.errmsg : '');
  }
  return response.blob();
}
