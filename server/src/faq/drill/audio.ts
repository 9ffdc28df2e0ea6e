import { randomSecret } from '../../auth/token.js';
import { findDrillAnswer, keepAnswerAudio } from '../../data/faqDrills.js';
import type { FaqAnswerRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { UploadedFile } from '../../http/validate.js';
import type { Caller } from '../../auth/caller.js';
import { dayFolder } from '../../storage/keys.js';
import { checkRecordingFile, lineVoice, voiceOf, type VoiceFile } from '../../practice/index.js';
import { ownDrill, questionOf } from './access.js';
import { assertStorage } from '../../usage/capacity.js';
import { recordStored } from '../../usage/record.js';

/**
 * The sound of a drill (docs/faq.md "Spoken answers"): the customer asking each question, voiced by
 * the TTS provider and stored as a voice file (so every learner's same question costs one
 * synthesis), and the learner's own recording of a spoken answer — checked as a practice
 * recording, kept once per answer, the learner's own only.
 */

/** The learner's answer to question `seq` of their own drill; an unanswered question has no recording to keep. */
async function ownAnswer(who: Caller, id: string, seq: number): Promise<FaqAnswerRow> {
  const row = await ownDrill(who, id);
  questionOf(row, seq);
  const answer = await findDrillAnswer(who.deps.db, who.orgId, row.id, seq);
  if (!answer) throw appError('errors.faq.questionUnknown');
  return answer;
}

/** Keeps the recording of an answer once: uploading again (a retry from the device's outbox) answers the same. */
async function keepRecording(who: Caller, answer: FaqAnswerRow, file: UploadedFile): Promise<{ seq: number; size: number }> {
  await checkRecordingFile(file);
  const { storage, clock } = who.deps;
  let key = answer.audioKey;
  if (!key) {
    await assertStorage(who, file.size);
    const candidate = `${who.orgId}/faqrecording/${dayFolder(clock.now())}/${answer.drillId}-${answer.seq}-${randomSecret(16)}.mp3`;
    await storage.put(file.filepath, candidate);
    key = await keepAnswerAudio(who.deps.db, who.orgId, answer.id, candidate);
    if (key !== candidate) await storage.remove(candidate);
    else await recordStored(who, { subject: 'faq', subjectId: answer.drillId }, file.size);
    who.log.info({ drillId: answer.drillId, seq: answer.seq, size: file.size }, 'faq recording kept');
  }
  return { seq: answer.seq, size: (key && (await storage.size(key))) || 0 };
}

/** The caller's answer to question `seq` of their own drill (another learner's drill is not found). */
export function drillAnswer(request: Caller, id: string, seq: number): Promise<FaqAnswerRow> {
  return ownAnswer(request, id, seq);
}

/** Keeps the mp3 of the caller's spoken answer; a retry of the upload answers the same. */
export function keepAnswerRecording(request: Caller, answer: FaqAnswerRow, file: UploadedFile): Promise<{ seq: number; size: number }> {
  return keepRecording(request, answer, file);
}

/** Question `seq` of the caller's own drill as the customer asks it, with its emotion, in the provider's default voice. */
export async function questionSpeech(who: Caller, id: string, seq: number): Promise<VoiceFile> {
  const question = questionOf(await ownDrill(who, id), seq);
  return lineVoice(who, voiceOf(undefined), { text: question.question, emotion: question.emotion }, { subject: 'faq', subjectId: id }).catch(
    (error: unknown) => {
      who.log.warn({ err: error }, 'faq question not voiced');
      throw appError('errors.practiceSession.voiceUnavailable');
    },
  );
}
