import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { practiceSessions, practiceTurns } from '../db/schema/index.js';

/** Learners' own recordings of their spoken answers (docs/practice.md "Learner recordings"). */

export interface LearnerTurnAudio {
  turnId: string;
  sessionId: string;
  seq: number;
  learnerAudioKey: string | null;
}

/** A turn of this learner's own session (another learner's, or another organisation's, is not found). */
export async function findLearnerTurn(db: Db, orgId: string, userId: string, sessionId: string, seq: number): Promise<LearnerTurnAudio | undefined> {
  const [row] = await db
    .select({ turnId: practiceTurns.id, sessionId: practiceTurns.sessionId, seq: practiceTurns.seq, learnerAudioKey: practiceTurns.learnerAudioKey })
    .from(practiceTurns)
    .innerJoin(practiceSessions, refersTo(practiceTurns, practiceTurns.sessionId, practiceSessions))
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceSessions.userId, userId), eq(practiceTurns.sessionId, sessionId), eq(practiceTurns.seq, seq)))
    .limit(1);
  return row;
}

/**
 * Keeps a turn's recording once: the key is set only while the turn has none, so of two uploads
 * racing for one turn exactly one wins. Answers the key the turn keeps.
 */
export async function keepTurnAudio(db: Db, orgId: string, turnId: string, key: string): Promise<string | null> {
  const [set] = await db
    .update(practiceTurns)
    .set({ learnerAudioKey: key })
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.id, turnId), isNull(practiceTurns.learnerAudioKey)))
    .returning({ key: practiceTurns.learnerAudioKey });
  if (set) return set.key;
  const [kept] = await db
    .select({ key: practiceTurns.learnerAudioKey })
    .from(practiceTurns)
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.id, turnId)))
    .limit(1);
  return kept?.key ?? null;
}
