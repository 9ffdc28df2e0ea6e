import { endpoint } from '../api/endpoint.js';
import { fileDownloadSchema } from '../schemas/files.js';
import { practiceCoachResponseSchema } from '../schemas/practiceCoach.js';
import { practiceScenarioListResponseSchema, practiceSessionResponseSchema, practiceTurnAudioResponseSchema } from '../schemas/practiceSession.js';

const SESSION = 'api/trainning/v3/practice/session/:id';

/** The learner's practice over REST; the session itself runs over socket.io. */
export const practiceEndpoints = {
  scenarios: endpoint({ method: 'GET', path: 'api/trainning/v3/practice/scenarios', response: practiceScenarioListResponseSchema }),
  session: endpoint({ method: 'GET', path: SESSION, response: practiceSessionResponseSchema }),
  /** A finished role-play's review by the AI coach (docs/practice.md "The coach"). */
  coach: endpoint({ method: 'GET', path: `${SESSION}/coach`, response: practiceCoachResponseSchema }),
  /** Keeps the learner's recording (multipart `file`, an mp3) of spoken turn `seq`. */
  uploadTurnAudio: endpoint({ method: 'POST', path: `${SESSION}/turn/:seq/audio`, response: practiceTurnAudioResponseSchema, multipart: true }),
  /** Plays that recording back: bytes, fetched with the session's headers. */
  turnAudio: endpoint({ method: 'GET', path: `${SESSION}/turn/:seq/audio`, response: fileDownloadSchema, binary: true }),
  /** A customer line's audio (turn 0: the opening lines, else the turn's seq; index: its position there). */
  lineAudio: endpoint({ method: 'GET', path: `${SESSION}/line/:turn/:index/audio`, response: fileDownloadSchema, binary: true }),
  /**
   * A customer line's voice file as the live session names it (`audio.url`): the MP3 stored once per text
   * and voice (`key`), answered to the session's own learner and kept by clients for good.
   */
  voice: endpoint({ method: 'GET', path: `${SESSION}/voice/:key`, response: fileDownloadSchema, binary: true }),
  /** The session's ringtone or background ambience (`ringtone.url`, `ambience.url`): the scenario's wav, to the session's own learner. */
  sound: endpoint({ method: 'GET', path: `${SESSION}/sound/:audio`, response: fileDownloadSchema, binary: true }),
} as const;
