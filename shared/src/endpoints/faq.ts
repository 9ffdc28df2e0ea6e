import { endpoint } from '../api/endpoint.js';
import { faqAnswerBodySchema, faqAnswerResponseSchema, faqDrillResponseSchema, faqDrillStartSchema } from '../schemas/faq.js';
import { fileDownloadSchema } from '../schemas/files.js';
import { practiceTurnAudioResponseSchema } from '../schemas/practiceSession.js';

const DRILL = 'api/trainning/v3/faq/drill';

/** The learner's quick Q&A drill (docs/faq.md "The drill"); spoken answers are recognised over the socket (`FAQ_CALLS`). */
export const faqEndpoints = {
  /** Draws the questions of a quick Q&A child task (or free practice) — or answers the learner's running drill of it. */
  start: endpoint({ method: 'POST', path: DRILL, body: faqDrillStartSchema, response: faqDrillResponseSchema, json: true }),
  read: endpoint({ method: 'GET', path: `${DRILL}/:id`, response: faqDrillResponseSchema }),
  /** Scores one answer at once; sending the same `seq` again answers the kept result. */
  answer: endpoint({ method: 'POST', path: `${DRILL}/:id/answer/:seq`, body: faqAnswerBodySchema, response: faqAnswerResponseSchema, json: true }),
  /** Keeps the learner's recording (multipart `file`, an mp3) of spoken answer `seq`. */
  uploadAnswerAudio: endpoint({ method: 'POST', path: `${DRILL}/:id/answer/:seq/audio`, response: practiceTurnAudioResponseSchema, multipart: true }),
  answerAudio: endpoint({ method: 'GET', path: `${DRILL}/:id/answer/:seq/audio`, response: fileDownloadSchema, binary: true }),
  /** The customer asking question `seq`, in the digital human's voice (the TTS provider). */
  questionAudio: endpoint({ method: 'GET', path: `${DRILL}/:id/question/:seq/audio`, response: fileDownloadSchema, binary: true }),
  /** Ends the drill: scores it, counts it toward the task, and answers the summary (standard answers included). */
  finish: endpoint({ method: 'POST', path: `${DRILL}/:id/finish`, response: faqDrillResponseSchema }),
} as const;
