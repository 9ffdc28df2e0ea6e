import { open } from 'node:fs/promises';
import { formatFileSize, ok, PRACTICE_RECORDING_BYTES, type PracticeTurnAudioResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { randomSecret } from '../../auth/token.js';
import { findLearnerTurn, keepTurnAudio, type LearnerTurnAudio } from '../../data/practiceRecordings.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { uploadedFiles } from '../../http/validate.js';
import { sendStoredFile } from '../../library/contentResponse.js';
import { dayFolder } from '../../library/context.js';
import type { Routers } from '../../http/routers.js';
import { singleFile } from '../files.js';

/**
 * The learner's own recording of a spoken answer (docs/practice.md "Learner recordings"): the web
 * client encodes what it streamed to the recogniser as mp3 (16 kHz mono, 16 kbps) and uploads it
 * once the turn exists; the report plays it back. One recording per turn, the learner's own only.
 */

const UPLOAD_PATH = /^\/api\/trainning\/v3\/practice\/session\/[^/]+\/turn\/\d+\/audio$/;

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

/** The caller's own turn named by the path; any other (another learner's, a bad id) is not found. */
async function ownTurn(ctx: Context): Promise<LearnerTurnAudio> {
  const { user } = authOf(ctx);
  const sessionId = String(ctx.params.id);
  const seq = Number(ctx.params.seq);
  const found = isUuid(sessionId) && Number.isSafeInteger(seq) && seq > 0 ? await findLearnerTurn(ctx.deps.db, user.orgId, user.id, sessionId, seq) : undefined;
  if (!found) throw appError('errors.practiceSession.notFound');
  return found;
}

/**
 * `POST api/trainning/v3/practice/session/{id}/turn/{seq}/audio` (multipart `file`): keeps the mp3
 * recording of the caller's turn — checked by its bytes, at most `PRACTICE_RECORDING_BYTES`. A turn
 * keeps its first recording: uploading again (a retry from the offline outbox) answers the same.
 */
async function upload(ctx: Context): Promise<void> {
  const turn = await ownTurn(ctx);
  const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceSession.recording.fileRequired');
  if (file.size > PRACTICE_RECORDING_BYTES)
    throw invalidInput('practiceSession.recording.tooLarge', { size: formatFileSize(PRACTICE_RECORDING_BYTES) }, 'file');
  if (!(await isMp3(file.filepath))) throw invalidInput('practiceSession.recording.notMp3', {}, 'file');
  const { deps } = ctx;
  let key = turn.learnerAudioKey;
  if (!key) {
    const { user } = authOf(ctx);
    const candidate = `${user.orgId}/practicerecording/${dayFolder(deps.clock.now())}/${turn.sessionId}-${turn.seq}-${randomSecret(16)}.mp3`;
    await deps.storage.put(file.filepath, candidate);
    key = await keepTurnAudio(deps.db, user.orgId, turn.turnId, candidate);
    if (key !== candidate) await deps.storage.remove(candidate);
    ctx.log.info({ sessionId: turn.sessionId, seq: turn.seq, size: file.size }, 'practice recording kept');
  }
  const body: PracticeTurnAudioResponse = ok({ seq: turn.seq, size: (key && (await deps.storage.size(key))) || 0 });
  ctx.body = body;
}

/** `GET api/trainning/v3/practice/session/{id}/turn/{seq}/audio`: the caller's own recording (mp3, with Range). */
async function download(ctx: Context): Promise<void> {
  const turn = await ownTurn(ctx);
  if (!turn.learnerAudioKey || !(await ctx.deps.storage.exists(turn.learnerAudioKey))) throw appError('errors.practiceSession.recordingNotFound');
  await sendStoredFile(ctx, ctx.deps.storage, turn.learnerAudioKey, 'mp3', `answer-${turn.seq}.mp3`);
  ctx.type = 'audio/mpeg';
}

/** The learner's recording calls (their body limit: `recordingUploadLimitFor`). */
export function registerRecordingRoutes({ learner }: Routers): void {
  learner.post('/api/trainning/v3/practice/session/:id/turn/:seq/audio', upload);
  learner.get('/api/trainning/v3/practice/session/:id/turn/:seq/audio', download);
}
