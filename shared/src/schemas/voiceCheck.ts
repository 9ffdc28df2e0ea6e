import { z } from 'zod';

/**
 * The voiceprint check of who practised a session (learner-and-session §8 "verification check
 * value"; docs/voiceprint.md "Who is practising"): some of the session's recorded turns verified
 * against the learner's voiceprint. `result` is the session's worst — 2 group cheating before 1
 * impersonation before 0 normal — and null when no turn was checked.
 */
export const voiceCheckTurnSchema = z
  .object({
    seq: z.number().int(),
    /** 0 normal, 1 impersonation (not the learner's voice), 2 group cheating (another account's voice). */
    result: z.number().int().min(0).max(2),
    /** The turn's voice against the learner's voiceprint, 0–100. */
    score: z.number().int(),
  })
  .strict();
export type VoiceCheckTurn = z.infer<typeof voiceCheckTurnSchema>;

export const voiceCheckSummarySchema = z
  .object({
    result: z.number().int().min(0).max(2).nullable(),
    turns: z.array(voiceCheckTurnSchema),
    /** With group cheating: the name of the account whose voice it was. */
    othername: z.string().optional(),
  })
  .strict();
export type VoiceCheckSummary = z.infer<typeof voiceCheckSummarySchema>;
