import { randomUUID } from 'node:crypto';
import {
  claimDialogueAudio,
  failDialogueAudio,
  releaseDialogueAudio,
  renewDialogueLease,
  settleDialogueAudio,
  type DialogueJob,
} from '../../data/practice/dialogueAudio.js';
import { createTickLoop, type TickLoop } from '../../lib/tickLoop.js';
import { buildDialogue, type DialogueEnv } from './build.js';

/**
 * The dialogue job every server process runs (docs/practice.md "The whole dialogue"), like the
 * dubbing job: its state is the session's row. A process claims a due session under a lease,
 * renews it between the parts it decodes and encodes, stores the file under a key of its own and
 * settles it only while the lease is still its own — so each session's file is kept once, across
 * restarts and several processes; a builder that lost its lease removes what it stored.
 */

/** How long a claim holds a build without being renewed: a part takes a synthesis (10 s at most) and an encoding. */
export const DIALOGUE_LEASE_MS = 120_000;
/** Builds tried before the session's dialogue is `failed`; the next waits `DIALOGUE_RETRY_MS` × the attempts so far. */
export const DIALOGUE_ATTEMPTS = 3;
export const DIALOGUE_RETRY_MS = 60_000;

export interface DialogueJobEnv extends DialogueEnv {
  leaseMs?: number;
}

/** Why a build ended without a file of its own being kept. */
class Interrupted extends Error {
  constructor(readonly why: 'stopped' | 'lost') {
    super(why);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** Builds a claimed session's dialogue to its end: `ready`, `failed` (to be tried again, or for good), `lost` or `stopped`. */
export async function runDialogueBuild(env: DialogueJobEnv, job: DialogueJob, token: string, stopped: () => boolean) {
  const { db, clock, storage } = env;
  const leaseMs = env.leaseMs ?? DIALOGUE_LEASE_MS;
  const step = async () => {
    if (stopped()) throw new Interrupted('stopped');
    if (!(await renewDialogueLease(db, job, token, new Date(clock.now().getTime() + leaseMs)))) throw new Interrupted('lost');
  };
  let built;
  try {
    built = await buildDialogue(env, job, step);
  } catch (error) {
    if (error instanceof Interrupted) {
      if (error.why === 'stopped') await releaseDialogueAudio(db, job, token);
      return error.why;
    }
    const attempts = job.dialogueAttempts + 1;
    const retryAt = attempts < DIALOGUE_ATTEMPTS ? new Date(clock.now().getTime() + DIALOGUE_RETRY_MS * attempts) : null;
    env.logger.warn({ err: error, orgId: job.orgId, session: job.id, attempts }, 'practice dialogue not built');
    await failDialogueAudio(db, job, token, reasonOf(error), retryAt);
    return 'failed';
  }
  if (!(await settleDialogueAudio(db, job, token, built))) {
    if (built.key) await storage.remove(built.key);
    return 'lost';
  }
  const previous = job.dialogueAudio?.key;
  if (previous && previous !== built.key) await storage.remove(previous);
  return 'ready';
}

/**
 * Builds one session's dialogue now, in the caller's time: claimed like the job claims it (a due
 * session only); undefined when it is not due or another process holds it.
 */
export async function buildDialogueNow(env: DialogueJobEnv, session: Pick<DialogueJob, 'orgId' | 'id'>) {
  const token = randomUUID();
  const job = await claimDialogueAudio(env.db, env.clock.now(), env.leaseMs ?? DIALOGUE_LEASE_MS, token, session);
  return job ? runDialogueBuild(env, job, token, () => false) : undefined;
}

/**
 * The job's loop (`DIALOGUE_TICK_MS`): each tick builds due sessions one after another until none
 * is free; `tick()` resolves to the ids of the sessions whose file it kept.
 */
export function createDialogueJob(env: DialogueJobEnv & { tickMs: number }): TickLoop {
  return createTickLoop({
    job: 'dialogue',
    tickMs: env.tickMs,
    logger: env.logger,
    failure: 'dialogue tick failed',
    work: async (stopped) => {
      const built: string[] = [];
      while (!stopped()) {
        const token = randomUUID();
        const job = await claimDialogueAudio(env.db, env.clock.now(), env.leaseMs ?? DIALOGUE_LEASE_MS, token);
        if (!job) break;
        const ended = await runDialogueBuild(env, job, token, stopped);
        if (ended === 'ready') built.push(job.id);
      }
      return built;
    },
  });
}
