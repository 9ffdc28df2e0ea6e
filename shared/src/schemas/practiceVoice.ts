import { z } from 'zod';

/**
 * Spoken answers of a live practice session (docs/practice.md "Voice answers"): the page streams
 * 16 kHz mono 16-bit PCM frames (≤ 4096 samples each) to the server's recogniser between
 * `practice:voiceStart` and `practice:voiceEnd`. Messages are i18n keys.
 */

const id = z.string({ error: 'practiceSession.rules.idRequired' }).trim().min(1, { error: 'practiceSession.rules.idRequired' }).max(64);

/** `practice:voiceStart` — opens the recognition of one spoken answer of the caller's session. */
export const practiceVoiceStartSchema = z.object({ sessionId: id }).strict();

/** `practice:voiceFrame` — one binary frame of raw PCM (checked by the server, not by this schema). */
export const practiceVoiceFrameSchema = z
  .object({ sessionId: id, audio: z.custom<unknown>((value) => value !== undefined && value !== null, { error: 'practiceSession.voice.badFrame' }) })
  .strict();

/**
 * `practice:voiceEnd` — the learner stopped speaking. `submit` (default true) answers the turn with
 * the recognised text and acknowledges like `practice:answer`; false only returns the text (the
 * page then sends it as its answer, and the turn still counts the recognition in its timings).
 */
export const practiceVoiceEndSchema = z.object({ sessionId: id, submit: z.boolean().default(true) }).strict();

/**
 * `practice:voiceCancel` — the learner let go of the answer (slid away from the hold button, or the
 * phone took the screen): the recognition is closed unheard and nothing becomes a turn.
 */
export const practiceVoiceCancelSchema = z.object({ sessionId: id }).strict();

const refusal = z.object({ ok: z.literal(false), errcode: z.number().int(), errmsg: z.string() }).strict();

/** `practice:voiceConfig` — whether the server recognises audio (else the device recognises speech itself). */
export const practiceVoiceConfigReplySchema = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), recognisesAudio: z.boolean() }).strict(), refusal]);

/** `practice:voiceStart`, `practice:voiceFrame`, `practice:voiceCancel`, `practice:voiceEnd` with `submit: false`: `text` is the recognised text so far. */
export const practiceVoiceReplySchema = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), text: z.string() }).strict(), refusal]);

/** `practice:partial` (server → learner): the best transcript so far of the answer being spoken. */
export const practicePartialSchema = z.object({ sessionId: z.string(), text: z.string() }).strict();
export type PracticePartial = z.infer<typeof practicePartialSchema>;
