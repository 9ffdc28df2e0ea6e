import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../logger.js';
import { sweepDueAttempts } from './deadlineSweep.js';
import { recoverOutcomes } from './outcomes.js';

/** How often a process looks for exam results left unrecorded (a full look over submitted attempts). */
const OUTCOME_RECOVERY_MS = 60_000;
/** Attempts one run handles at most; the next run takes the rest. */
const BATCH = 100;

/**
 * The exam's share of every tick of the publish scheduler (server.ts hands it over, so training
 * needs nothing of the exam): attempts past their deadline are submitted with what they hold
 * (docs/exam.md), and, at most once a minute, results a stopped process had not yet carried into
 * the learners' records are recorded. A failure fails the tick, which the scheduler logs.
 */
export function examUpkeep(db: Db, clock: Clock, logger: Logger): () => Promise<void> {
  let lastRecovery = Number.NEGATIVE_INFINITY;
  return async () => {
    const submitted = await sweepDueAttempts(db, clock.now(), BATCH);
    if (submitted > 0) logger.info({ submitted }, 'exam attempts submitted at their deadline');
    if (performance.now() - lastRecovery >= OUTCOME_RECOVERY_MS) {
      lastRecovery = performance.now();
      const recovered = await recoverOutcomes(db, clock, BATCH);
      if (recovered > 0) logger.info({ recovered }, 'exam results recorded after a restart');
    }
  };
}
