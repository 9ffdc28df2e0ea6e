import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendRecording, sendSpeech } from '../../http/storedFile.js';
import { singleFile, uploadedFiles } from '../../http/validate.js';
import { DRILL_SEQ } from './access.js';
import { answerQuestion, finishDrill, readDrill } from './answering.js';
import { drillAnswer, keepAnswerRecording, questionSpeech } from './audio.js';
import { startDrill } from './drawing.js';

const { faq } = LEARNER_ENDPOINTS;

/**
 * The learner's quick Q&A drill (docs/faq.md "The drill"), its questions voiced and its spoken answers
 * kept (the upload's body limit: `recordingUploadLimitFor`); spoken answers are recognised over the
 * socket (`./voice.ts`).
 */
export function registerFaqDrillRoutes(routers: Routers): void {
  // A child task's drill (resumed while it runs) or free practice; `childtaskid` names the learner's own task.
  learnerRoute(routers, faq.start, { targets: ['body.childtaskid'] }, async ({ body }, request) =>
    ok({ drill: await startDrill(request, body().childtaskid, body().checkinid) }),
  );

  learnerRoute(routers, faq.read, {}, async ({ params }, request) => ok({ drill: await readDrill(request, params.id) }));

  learnerRoute(routers, faq.answer, { params: DRILL_SEQ }, async ({ params, body }, request) =>
    ok({ answer: await answerQuestion(request, params.id, params.seq, body) }),
  );

  learnerRoute(routers, faq.finish, {}, async ({ params }, request) => ok({ drill: await finishDrill(request, params.id) }));

  // The mp3 in `file`; a retry of the upload answers the same.
  learnerRoute(routers, faq.uploadAnswerAudio, { params: DRILL_SEQ }, async ({ params }, request, ctx) => {
    const answer = await drillAnswer(request, params.id, params.seq);
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceSession.recording.fileRequired');
    return ok(await keepAnswerRecording(request, answer, file));
  });

  // The caller's own recording (mp3, with Range).
  learnerRoute(routers, faq.answerAudio, { params: DRILL_SEQ }, async ({ params }, request, ctx) =>
    sendRecording(ctx, request.deps.storage, (await drillAnswer(request, params.id, params.seq)).audioKey, params.seq),
  );

  // The phrasing asked, with the question's emotion; a provider outage is a translated 503.
  learnerRoute(routers, faq.questionAudio, { params: DRILL_SEQ }, async ({ params }, request, ctx) => {
    const file = await questionSpeech(request, params.id, params.seq);
    return sendSpeech(ctx, request.deps.storage, file.storageKey, `question-${params.seq}.mp3`);
  });
}
