import { createTranslator } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { listTurns } from '../../data/practiceSessions.js';
import type { StoredCustomerLine } from '../../db/schema/index.js';
import { appError, requestLanguage } from '../../errors/index.js';
import type { Routers } from '../../http/routers.js';
import { voiceFor } from './plan.js';
import { ownSession, say } from './service.js';
import type { PracticeCaller } from './caller.js';

/**
 * A customer line's audio for a report opened later (docs/practice.md "Replaying the customer"):
 * stored lines keep their text only, so the line is voiced again on demand exactly as it was live —
 * the digital human's stored clip when there is one, else the TTS provider with the session's voice.
 */

const CONTENT_TYPES = { wav: 'audio/wav', mp3: 'audio/mpeg' } as const;

/** The stored line named by the path: turn 0 is the opening, else the turn's seq; index is its position. */
async function storedLine(caller: PracticeCaller, ctx: Context): Promise<{ line: StoredCustomerLine; scenarioId: string | null }> {
  const row = await ownSession(caller, String(ctx.params.id));
  const turn = Number(ctx.params.turn);
  const index = Number(ctx.params.index);
  if (!Number.isSafeInteger(turn) || turn < 0 || !Number.isSafeInteger(index) || index < 0) throw appError('errors.practiceSession.lineNotFound');
  const lines = turn === 0 ? row.openingLines : (await listTurns(caller.deps.db, caller.orgId, row.id)).find((stored) => stored.seq === turn)?.customerLines;
  const line = lines?.[index];
  if (!line) throw appError('errors.practiceSession.lineNotFound');
  return { line, scenarioId: row.scenarioId };
}

/**
 * `GET api/trainning/v3/practice/session/{id}/line/{turn}/{index}/audio`: the caller's own session
 * only; answers wav or mp3 as the line is voiced live. A provider outage is a translated 503.
 */
async function lineAudio(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  const caller: PracticeCaller = { deps: ctx.deps, log: ctx.log, orgId: user.orgId, userId: user.id, t: createTranslator(requestLanguage(ctx)) };
  const { line, scenarioId } = await storedLine(caller, ctx);
  const [spoken] = await say(caller, await voiceFor(caller.deps, caller.orgId, scenarioId), [line]);
  if (!spoken?.audio) throw appError('errors.practiceSession.voiceUnavailable');
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.type = CONTENT_TYPES[spoken.audio.format];
  ctx.body = Buffer.from(spoken.audio.base64, 'base64');
}

/** The customer's lines, replayed from a stored session. */
export function registerLineAudioRoutes({ learner }: Routers): void {
  learner.get('/api/trainning/v3/practice/session/:id/line/:turn/:index/audio', lineAudio);
}
