import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendRecording, sendSpeech, sendWav } from '../../http/storedFile.js';
import { singleFile, uploadedFiles } from '../../http/validate.js';
import { LINE, lineSpeech, sessionSound, sessionVoice, SOUND, VOICE } from './lineAudio.js';
import { keepRecording, ownTurn, TURN } from './recording.js';
import { coachOf } from './coach.js';
import { ownSession, readSession } from './service.js';
import { sessionVoiceCheck } from './voiceCheckTurns.js';

const { practice } = LEARNER_ENDPOINTS;

/**
 * The learner's live practice reads (the session itself runs over socket.io, `practice:*`), the
 * recordings of spoken answers (their body limit: `recordingUploadLimitFor`), the voice files of the
 * customer's lines, the call's ringtone and ambience, and a stored line voiced again for a report
 * opened later.
 */
export function registerPracticeSessionRoutes(routers: Routers): void {
  // The caller's own session with its turns and the voiceprint check of who spoke them, for the report.
  learnerRoute(routers, practice.session, {}, async ({ params }, request) => {
    const { session } = await readSession(request, params.id);
    return ok({ session: { ...session, voicecheck: await sessionVoiceCheck(request.deps.db, request.orgId, session.id) } });
  });

  // The coach's review of the caller's own finished role-play, written now when it has none yet.
  learnerRoute(routers, practice.coach, {}, async ({ params }, request) => coachOf(request, await ownSession(request, params.id)));

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

  // The caller's own session only; the line voiced as it was live.
  learnerRoute(routers, practice.lineAudio, { params: LINE }, async ({ params }, request, ctx) => {
    const file = await lineSpeech(request, params);
    return sendSpeech(ctx, request.deps.storage, file.storageKey, `line-${params.turn}-${params.index}.mp3`);
  });

  // A live line's voice file (`audio.url`), to the session's own learner; the same key is always the same bytes.
  learnerRoute(routers, practice.voice, { params: VOICE }, async ({ params }, request, ctx) => {
    const file = await sessionVoice(request, params);
    return sendSpeech(ctx, request.deps.storage, file.storageKey, `${file.key}.mp3`, 'forGood');
  });

  // The session's ringtone or ambience (`ringtone.url`, `ambience.url`), to its own learner; an
  // audio's id always names the same wav.
  learnerRoute(routers, practice.sound, { params: SOUND }, async ({ params }, request, ctx) => {
    const sound = await sessionSound(request, params);
    return sendWav(ctx, request.deps.storage, sound.storageKey, `${sound.audioId}.wav`, 'forGood');
  });
}
