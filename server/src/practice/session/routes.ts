import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendRecording, sendSpeech } from '../../http/storedFile.js';
import { singleFile, uploadedFiles } from '../../http/validate.js';
import { LINE, lineSpeech } from './lineAudio.js';
import { keepRecording, ownTurn, TURN } from './recording.js';
import { readSession } from './service.js';

const { practice } = LEARNER_ENDPOINTS;

/**
 * The learner's live practice reads (the session itself runs over socket.io, `practice:*`), the
 * recordings of spoken answers (their body limit: `recordingUploadLimitFor`) and the customer's lines
 * voiced again for a report opened later.
 */
export function registerPracticeSessionRoutes(routers: Routers): void {
  // The caller's own session with its turns, for the report.
  learnerRoute(routers, practice.session, {}, async ({ params }, request) => {
    const { session } = await readSession(request, params.id);
    return ok({ session });
  });

  // The mp3 in `file`; a retry of the upload answers the same.
  learnerRoute(routers, practice.uploadTurnAudio, { params: TURN }, async ({ params }, request, ctx) => {
    const turn = await ownTurn(request, params.id, params.seq);
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceSession.recording.fileRequired');
    return ok(await keepRecording(request, turn, file));
  });

  // The caller's own recording (mp3, with Range).
  learnerRoute(routers, practice.turnAudio, { params: TURN }, async ({ params }, request, ctx) => {
    const turn = await ownTurn(request, params.id, params.seq);
    return sendRecording(ctx, request.deps.storage, turn.learnerAudioKey, turn.seq);
  });

  // The caller's own session only; wav or mp3 as the line was voiced live.
  learnerRoute(routers, practice.lineAudio, { params: LINE }, async ({ params }, request, ctx) => sendSpeech(ctx, await lineSpeech(request, params)));
}
