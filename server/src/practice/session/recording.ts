import { open } from 'node:fs/promises';
import { formatFileSize, PRACTICE_RECORDING_BYTES } from '@peilian/shared';
import type { Context } from 'koa';
import { z } from 'zod';
import { randomSecret } from '../../auth/token.js';
import { findLearnerTurn, keepTurnAudio, type LearnerTurnAudio } from '../../data/practiceRecordings.js';
import { appError, invalidInput } from '../../errors/index.js';
import type { UploadedFile } from '../../http/validate.js';
import { dayFolder } from '../../storage/keys.js';
import type { Caller } from '../../auth/caller.js';
import { checkTurnVoiceSoon } from './voiceCheck.js';
import { dialogueAfterRecording } from '../dialogue/commands.js';
import { assertStorage } from '../../usage/capacity.js';
import { recordStored } from '../../usage/record.js';

/**
 * The learner's own recording of a spoken answer (docs/practice.md "Learner recordings"): the web
 * client encodes what it streamed to the recogniser as mp3 (16 kHz mono, 16 kbps) and uploads it
 * once the turn exists; the report plays it back. One recording per turn, the learner's own only.
 */

/** A practice turn's recording, and a quick Q&A drill answer's (docs/faq.md "Spoken answers"), which takes the same checks. */
const UPLOAD_PATH = /^\/api\/trainning\/v3\/(?:practice\/session\/[^/]+\/turn|faq\/drill\/[^/]+\/answer)\/\d+\/audio$/;

/**
 * The body parser's streaming limit for a recording upload: a little over the recording limit, so a
 * file just too large gets the recording's own message; a far larger one is cut off while it streams.
 */
export function recordingUploadLimitFor(ctx: Context): number | undefined {
  return ctx.method === 'POST' && UPLOAD_PATH.test(ctx.path) ? PRACTICE_RECORDING_BYTES + 64 * 1024 : undefined;
}

/** mp3 by its first bytes: an ID3v2 tag, or an MPEG audio frame sync (11 set bits, layer III). */
async function isMp3(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead >= 3 && head.toString('latin1', 0, 3) === 'ID3') return true;
    return bytesRead >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) === 0x02;
  } finally {
    await handle.close();
  }
}

/** A learner's recording of a spoken answer as uploaded: an mp3 by its bytes, at most `PRACTICE_RECORDING_BYTES`. */
export async function checkRecordingFile(file: UploadedFile): Promise<void> {
  if (file.size > PRACTICE_RECORDING_BYTES)
    throw invalidInput('practiceSession.recording.tooLarge', { size: formatFileSize(PRACTICE_RECORDING_BYTES) }, 'file');
  if (!(await isMp3(file.filepath))) throw invalidInput('practiceSession.recording.notMp3', {}, 'file');
}

/**
 * A turn named by the path: the session's id and the turn's seq, any integer — one that is not a
 * turn (0, negative) is not found like another learner's.
 */
export const TURN = z.object({ id: z.uuid(), seq: z.coerce.number().int() });

/** The caller's own turn; any other (another learner's, a seq with no turn) is not found. */
export async function ownTurn({ deps, caller }: Caller, sessionId: string, seq: number): Promise<LearnerTurnAudio> {
  const found = seq > 0 ? await findLearnerTurn(deps.db, caller.orgId, caller.id, sessionId, seq) : undefined;
  if (!found) throw appError('errors.practiceSession.notFound');
  return found;
}

/**
 * Keeps the mp3 recording of the caller's turn — checked by its bytes, at most
 * `PRACTICE_RECORDING_BYTES`. A turn keeps its first recording: uploading again (a retry from the
 * offline outbox) answers the same.
 */
export async function keepRecording(request: Caller, turn: LearnerTurnAudio, file: UploadedFile) {
  await checkRecordingFile(file);
  const { deps, caller } = request;
  let key = turn.learnerAudioKey;
  if (!key) {
    await assertStorage(request, file.size);
    const candidate = `${caller.orgId}/practicerecording/${dayFolder(deps.clock.now())}/${turn.sessionId}-${turn.seq}-${randomSecret(16)}.mp3`;
    await deps.storage.put(file.filepath, candidate);
    key = await keepTurnAudio(deps.db, caller.orgId, turn.turnId, candidate);
    if (key !== candidate) await deps.storage.remove(candidate);
    else await recordStored(request, { subject: 'practice', subjectId: turn.sessionId }, file.size);
    request.log.info({ sessionId: turn.sessionId, seq: turn.seq, size: file.size }, 'practice recording kept');
    // Who spoke it is checked after the answer (docs/voiceprint.md "Who is practising").
    if (key === candidate) checkTurnVoiceSoon(deps, request.log, { orgId: caller.orgId, userId: caller.id, sessionId: turn.sessionId, seq: turn.seq, key });
    // A recording after the end: the whole dialogue is built again with it (docs/practice.md "The whole dialogue").
    if (key === candidate) await dialogueAfterRecording(deps.db, deps.clock.now(), { orgId: caller.orgId, sessionId: turn.sessionId });
  }
  return { seq: turn.seq, size: (key && (await deps.storage.size(key))) || 0 };
}
