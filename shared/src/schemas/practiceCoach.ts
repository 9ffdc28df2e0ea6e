import { z } from 'zod';

/**
 * The coach's review of a finished role-play (docs/practice.md "The coach"): per criterion what went
 * well or not, quoting the learner's own words; a better way to say the weakest two answers; one
 * thing to practise next. It comments; the score is the deterministic one.
 */

/** At most this many criteria, quotes per criterion and rewrites are kept. */
export const COACH_LIMITS = { criteria: 10, quotes: 3, rewrites: 2, textMax: 300 } as const;

export const practiceCoachSchema = z
  .object({
    criteria: z.array(
      z
        .object({
          name: z.string(),
          comment: z.string(),
          /** The learner's own words the comment is about, each found in what they said. */
          quotes: z.array(z.string()),
        })
        .strict(),
    ),
    /** The weakest answers: the turn, what the learner said there, and a better way to say it. */
    rewrites: z.array(z.object({ turn: z.number().int(), said: z.string(), better: z.string() }).strict()),
    next: z.string(),
  })
  .strict();
export type PracticeCoach = z.infer<typeof practiceCoachSchema>;

/**
 * `GET api/trainning/v3/practice/session/{id}/coach` (and the admin's): `ready` with the review,
 * `none` for a session that has none (not a finished role-play), `failed` when the model could not
 * review it now (asked again on the next read), with the reason in the caller's language.
 */
export const practiceCoachResponseSchema = z
  .object({
    successed: z.literal(true),
    status: z.enum(['ready', 'none', 'failed']),
    coach: practiceCoachSchema.nullable(),
    message: z.string(),
  })
  .strict();
export type PracticeCoachResponse = z.infer<typeof practiceCoachResponseSchema>;
