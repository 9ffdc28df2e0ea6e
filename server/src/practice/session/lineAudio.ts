import { z } from 'zod';
import { listTurns } from '../../data/practiceSessions.js';
import type { StoredCustomerLine } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { voiceFor } from './plan.js';
import { ownSession, sessionPlan } from './service.js';
import type { CallSound } from './sounds.js';
import { lineVoice, practiceUse } from './voice.js';
import { findVoiceFile, VOICE_KEY, type VoiceFile } from './voiceFiles.js';

/**
 * A customer line's audio over HTTP (docs/practice.md "Lines and audio", "Replaying the customer"):
 * the voice file a live line names, and a stored line of a report opened later — stored lines keep
 * their text only, so that one is voiced again on demand exactly as it was live.
 */

/**
 * The line named by the path: turn 0 is the opening, else the turn's seq; index is its position
 * there. Any integer: one that names no line (a negative one too) is the line's own not-found.
 */
export const LINE = z.object({ id: z.uuid(), turn: z.coerce.number().int(), index: z.coerce.number().int() });

/** A voice file of a session, by its content key. */
export const VOICE = z.object({ id: z.uuid(), key: z.string().regex(VOICE_KEY) });

/** The stored line of the caller's own session. */
async function storedLine(caller: Caller, { id, turn, index }: z.output<typeof LINE>): Promise<{ line: StoredCustomerLine; scenarioId: string | null }> {
  const row = await ownSession(caller, id);
  const lines = turn === 0 ? row.openingLines : (await listTurns(caller.deps.db, caller.orgId, row.id)).find((stored) => stored.seq === turn)?.customerLines;
  const line = lines?.[index];
  if (!line) throw appError('errors.practiceSession.lineNotFound');
  return { line, scenarioId: row.scenarioId };
}

/** A line of the caller's own session voiced again as it was live; a provider outage is a translated 503. */
export async function lineSpeech(caller: Caller, params: z.output<typeof LINE>): Promise<VoiceFile> {
  const { line, scenarioId } = await storedLine(caller, params);
  const voice = await voiceFor(caller.deps, caller.orgId, scenarioId);
  return lineVoice(caller, voice, line, practiceUse(params.id)).catch((error: unknown) => {
    caller.log.warn({ err: error }, 'practice line not voiced');
    throw appError('errors.practiceSession.voiceUnavailable');
  });
}

/**
 * A voice file named to the caller's own session: another learner's session, another organisation's
 * file or no session is the session's not-found, a key the organisation has no file of the line's.
 */
export async function sessionVoice(caller: Caller, { id, key }: z.output<typeof VOICE>): Promise<VoiceFile> {
  await ownSession(caller, id);
  const file = await findVoiceFile(caller.deps, caller.orgId, key);
  if (!file) throw appError('errors.practiceSession.lineNotFound');
  return file;
}

/** A sound of a session, by its audio's id. */
export const SOUND = z.object({ id: z.uuid(), audio: z.string() });

/**
 * A sound named to the caller's own session: another learner's session, another organisation's or no
 * session is the session's not-found; an audio that is not this session's ringtone or ambience the sound's.
 */
export async function sessionSound(caller: Caller, { id, audio }: z.output<typeof SOUND>): Promise<CallSound> {
  const row = await ownSession(caller, id);
  const { sounds } = await sessionPlan(caller, row);
  const sound = [sounds.ringtone, sounds.ambience].find((candidate) => candidate?.audioId === audio);
  if (!sound) throw appError('errors.practiceSession.soundNotFound');
  return sound;
}
