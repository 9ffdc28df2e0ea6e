import { z } from 'zod';
import { dialogWavResponseSchema } from './practiceDubbing.js';

/**
 * A practice session's whole dialogue as one audio file (docs/practice.md "The whole dialogue"):
 * the customer's lines and the learner's recorded answers in order, built once in the background
 * after the session ends, and the transcript that follows it. Served on the scenario call's path,
 * `GET api/admin/material/dialogwav/{id}?type=session` (without `type`: the scenario's voiced lines).
 */

/** What `dialogwav/{id}` names: a scenario (the default, as before) or a practice session. */
export const DIALOG_WAV_TYPES = ['scene', 'session'] as const;
export const dialogWavQuerySchema = z.object({ type: z.enum(DIALOG_WAV_TYPES, { error: 'practiceAdmin.rules.dialogTypeInvalid' }).default('scene') });
export type DialogWavQuery = z.infer<typeof dialogWavQuerySchema>;

/**
 * `none`: the session is still running (nothing to build yet); `pending`: queued or being built;
 * `ready`: the file is there; `failed`: it could not be built (tried three times).
 */
export const DIALOGUE_AUDIO_STATUSES = ['none', 'pending', 'ready', 'failed'] as const;
export type DialogueAudioStatus = (typeof DIALOGUE_AUDIO_STATUSES)[number];

/** One line of the transcript, with where it plays in the file (ms). */
export const dialogueSegmentSchema = z
  .object({
    speaker: z.enum(['customer', 'learner']),
    /** The learner turn it belongs to (0: the customer's opening lines). */
    seq: z.number().int(),
    text: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    /** 0: a learner answer without a kept recording (typed, or never uploaded) — its text only, no time of its own. */
    audio: z.union([z.literal(0), z.literal(1)]),
  })
  .strict();
export type DialogueSegment = z.infer<typeof dialogueSegmentSchema>;

export const sessionDialogueResponseSchema = z
  .object({
    successed: z.literal(true),
    type: z.literal('session'),
    session: z.object({ id: z.string(), scenarioname: z.string(), learnername: z.string(), status: z.string() }).strict(),
    status: z.enum(DIALOGUE_AUDIO_STATUSES),
    /** The file's call (`dialogWav.audio`), relative to the API base; '' until it is ready. */
    url: z.string(),
    /** The file's length in ms (0 until ready). */
    duration: z.number().int(),
    /** The transcript in order (empty until ready). */
    segments: z.array(dialogueSegmentSchema),
  })
  .strict();
export type SessionDialogueResponse = z.infer<typeof sessionDialogueResponseSchema>;

/** The call's answer: a scenario's lines, or with `type=session` a session's dialogue. */
export const dialogWavAnswerSchema = z.union([sessionDialogueResponseSchema, dialogWavResponseSchema]);
export type DialogWavAnswer = z.infer<typeof dialogWavAnswerSchema>;

/** The session's dialogue, when the answer is one (a scenario's lines are not). */
export const sessionDialogueOf = (answer: DialogWavAnswer | undefined): SessionDialogueResponse | undefined =>
  answer && 'type' in answer && answer.type === 'session' ? answer : undefined;

/** Whether the file may still come: the block asks again while it does. */
export const dialogueUnderWay = (status: DialogueAudioStatus | undefined): boolean => status === 'pending';
