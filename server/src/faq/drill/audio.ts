import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { randomSecret } from '../../auth/token.js';
import { findDrillAnswer, keepAnswerAudio } from '../../data/faqDrills.js';
import type { FaqAnswerRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { ANSWERED, learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { singleFile, uploadedFiles, type UploadedFile } from '../../http/validate.js';
import { sendStoredFile } from '../../http/storedFile.js';
import { dayFolder } from '../../storage/keys.js';
import { checkRecordingFile, speak, voiceOf } from '../../practice/index.js';
import { DRILL_SEQ, drillLearner, ownDrill, questionOf, type DrillLearner } from './access.js';

/**
 * The sound of a drill (docs/faq.md "Spoken answers"): the customer asking each question, voiced by
 * the TTS provider (which keeps what it voiced, so every learner's same question costs one
 * synthesis), and the learner's own recording of a spoken answer — checked as a practice
 * recording, kept once per answer, the learner's own only.
 */

const CONTENT_TYPES = { wav: 'audio/wav', mp3: 'audio/mpeg' } as const;

/** The learner's answer to question `seq` of their own drill; an unanswered question has no recording to keep. */
async function ownAnswer(who: DrillLearner, id: string, seq: number): Promise<FaqAnswerRow> {
  const row = await ownDrill(who, id);
  questionOf(row, seq);
  const answer = await findDrillAnswer(who.deps.db, who.orgId, row.id, seq);
  if (!answer) throw appError('errors.faq.questionUnknown');
  return answer;
}

/** Keeps the recording of an answer once: uploading again (a retry from the device's outbox) answers the same. */
async function keepRecording(who: DrillLearner, answer: FaqAnswerRow, file: UploadedFile): Promise<{ seq: number; size: number }> {
  await checkRecordingFile(file);
  const { storage, clock } = who.deps;
  let key = answer.audioKey;
  if (!key) {
    const candidate = `${who.orgId}/faqrecording/${dayFolder(clock.now())}/${answer.drillId}-${answer.seq}-${randomSecret(16)}.mp3`;
    await storage.put(file.filepath, candidate);
    key = await keepAnswerAudio(who.deps.db, who.orgId, answer.id, candidate);
    if (key !== candidate) await storage.remove(candidate);
    who.log.info({ drillId: answer.drillId, seq: answer.seq, size: file.size }, 'faq recording kept');
  }
  return { seq: answer.seq, size: (key && (await storage.size(key))) || 0 };
}

const { faq } = LEARNER_ENDPOINTS;

/** The drill's audio calls (the upload's body limit: `recordingUploadLimitFor`). */
export function registerDrillAudioRoutes(routers: Routers): void {
  // The mp3 in `file`; a retry of the upload answers the same.
  learnerRoute(routers, faq.uploadAnswerAudio, { params: DRILL_SEQ }, async ({ params }, request, ctx) => {
    const who = drillLearner(request);
    const answer = await ownAnswer(who, params.id, params.seq);
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceSession.recording.fileRequired');
    return ok(await keepRecording(who, answer, file));
  });

  // The caller's own recording (mp3, with Range).
  learnerRoute(routers, faq.answerAudio, { params: DRILL_SEQ }, async ({ params }, request, ctx) => {
    const who = drillLearner(request);
    const answer = await ownAnswer(who, params.id, params.seq);
    const { storage } = who.deps;
    if (!answer.audioKey || !(await storage.exists(answer.audioKey))) throw appError('errors.practiceSession.recordingNotFound');
    await sendStoredFile(ctx, storage, answer.audioKey, 'mp3', `answer-${answer.seq}.mp3`);
    ctx.type = 'audio/mpeg';
    return ANSWERED;
  });

  // The phrasing asked, with the question's emotion, in the provider's default voice. A provider outage is a translated 503.
  learnerRoute(routers, faq.questionAudio, { params: DRILL_SEQ }, async ({ params }, request, ctx) => {
    const who = drillLearner(request);
    const question = questionOf(await ownDrill(who, params.id), params.seq);
    const line = { text: question.question, emotion: question.emotion, cause: 'flow' as const };
    const [spoken] = await speak(who.deps.providers.tts, voiceOf(undefined), [line], request.t, who.log);
    if (!spoken?.audio) throw appError('errors.practiceSession.voiceUnavailable');
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.type = CONTENT_TYPES[spoken.audio.format];
    ctx.body = Buffer.from(spoken.audio.base64, 'base64');
    return ANSWERED;
  });
}
