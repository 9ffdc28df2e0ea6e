import { z } from 'zod';
import type { SessionRow } from '../db/schema/index.js';

/**
 * How long a session lasts (docs/security.md, "Sessions end"): ended once it has not been used for
 * its idle limit, or once its absolute limit has passed since the sign-in, whichever comes first.
 * Back-office sessions (a user who may enter the admin area) are short; learners on their phones
 * keep theirs for days. Read from the environment by `src/config.ts`.
 */
export interface SessionLimit {
  idleMs: number;
  maxMs: number;
}

export interface SessionLimits {
  learner: SessionLimit;
  admin: SessionLimit;
}

const HOUR_MS = 3_600_000;
/** A year: anything longer is a session that never ends. */
const MAX_HOURS = 8760;
/** `last_seen_at` is written at most once a minute, so an idle limit much shorter would be guesswork. */
const MIN_HOURS = 0.25;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const hours = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of hours' })
      .min(MIN_HOURS, { error: `must be at least ${MIN_HOURS} hours` })
      .max(MAX_HOURS, { error: `must be at most ${MAX_HOURS} hours` })
      .default(fallback),
  );

/** The variables, merged into the schema of `src/config.ts`; hours, fractions allowed (0.5 = 30 minutes). */
export const sessionLimitsEnvShape = {
  LEARNER_SESSION_IDLE_HOURS: hours(7 * 24),
  LEARNER_SESSION_MAX_HOURS: hours(30 * 24),
  ADMIN_SESSION_IDLE_HOURS: hours(2),
  ADMIN_SESSION_MAX_HOURS: hours(12),
};

type SessionLimitsEnv = z.infer<z.ZodObject<typeof sessionLimitsEnvShape>>;

/** An idle limit longer than the absolute one would never apply: refused, so the setting says what happens. */
export function sessionLimitsEnvIssues(e: SessionLimitsEnv): { path: string; message: string }[] {
  return (['LEARNER', 'ADMIN'] as const)
    .filter((who) => e[`${who}_SESSION_IDLE_HOURS`] > e[`${who}_SESSION_MAX_HOURS`])
    .map((who) => ({ path: `${who}_SESSION_IDLE_HOURS`, message: `must not exceed ${who}_SESSION_MAX_HOURS` }));
}

/** The limits from a validated environment. */
export function sessionLimitsConfig(e: SessionLimitsEnv): SessionLimits {
  return {
    learner: { idleMs: e.LEARNER_SESSION_IDLE_HOURS * HOUR_MS, maxMs: e.LEARNER_SESSION_MAX_HOURS * HOUR_MS },
    admin: { idleMs: e.ADMIN_SESSION_IDLE_HOURS * HOUR_MS, maxMs: e.ADMIN_SESSION_MAX_HOURS * HOUR_MS },
  };
}

/** The moment (epoch ms) a session ends unless it is used before: its idle limit or its absolute one. */
export function sessionEndsAt(session: Pick<SessionRow, 'createdAt' | 'lastSeenAt'>, limit: SessionLimit): number {
  return Math.min(session.createdAt.getTime() + limit.maxMs, session.lastSeenAt.getTime() + limit.idleMs);
}
