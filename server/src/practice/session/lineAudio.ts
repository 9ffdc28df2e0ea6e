import { z } from 'zod';
import { listTurns } from '../../data/practiceSessions.js';
import type { StoredCustomerLine } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { Speech } from '../../http/storedFile.js';
import type { Caller } from '../../lib/caller.js';
import { voiceFor } from './plan.js';
import { ownSession, say } from './service.js';

/**
 * A customer line's audio for a report opened later (docs/practice.md "Replaying the customer"):
 * stored lines keep their text only, so the line is voiced again on demand exactly as it was live —
 * the digital human's stored clip when there is one, else the TTS provider with the session's voice.
 */

/**
 * The line named by the path: turn 0 is the opening, else the turn's seq; index is its position
 * there. Any integer: one that names no line (a negative one too) is the line's own not-found.
 */
export const LINE = z.object({ id: z.uuid(), turn: z.coerce.number().int(), index: z.coerce.number().int() });

/** The stored line of the caller's own session. */
async function storedLine(caller: Caller, { id, turn, index }: z.output<typeof LINE>): Promise<{ line: StoredCustomerLine; scenarioId: string | null }> {
  const row = await ownSession(caller, id);
  const lines = turn === 0 ? row.openingLines : (await listTurns(caller.deps.db, caller.orgId, row.id)).find((stored) => stored.seq === turn)?.customerLines;
  const line = lines?.[index];
  if (!line) throw appError('errors.practiceSession.lineNotFound');
  return { line, scenarioId: row.scenarioId };
}

/** A line of the caller's own session voiced again as it was live; a provider outage is a translated 503. */
export async function lineSpeech(caller: Caller, params: z.output<typeof LINE>): Promise<Speech> {
  const { line, scenarioId } = await storedLine(caller, params);
  const [spoken] = await say(caller, await voiceFor(caller.deps, caller.orgId, scenarioId), [line]);
  if (!spoken?.audio) throw appError('errors.practiceSession.voiceUnavailable');
  return spoken.audio;
}
