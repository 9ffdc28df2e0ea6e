import { z } from 'zod';
import { AUDIO_FORMATS, AUDIO_UPLOAD_BYTES, DIALOGUE_EXTRACTION_MAX_FILES, DIALOGUE_EXTRACTION_MAX_HOURS } from '../limits.js';
import { listResponse, page, rows } from './practiceFields.js';

/**
 * Dialogue collection (admin §2 `/admin/smart/dialogcollect`, function `dialogcollect`; §3 "Dialogue
 * extraction audio"; §9): real call recordings uploaded, recognised with the two speakers apart, and
 * turned by the language model into a draft practice scenario. Messages are i18n keys of the
 * `dialogCollect` section (docs/assistant.md "Dialogue collection").
 */

const R = 'dialogCollect.rules';

/** The recordings' states: waiting for the job, being recognised, recognised, failed (with a reason). */
export const DIALOG_COLLECT_STATUSES = ['waiting', 'recognising', 'recognised', 'failed'] as const;
export type DialogCollectStatus = (typeof DIALOG_COLLECT_STATUSES)[number];

/** What one upload may hold (admin §9: under 5 hours each, at most 5 files at once, audio under 512 MB). */
export const DIALOG_COLLECT_LIMITS = {
  formats: AUDIO_FORMATS,
  maxFiles: DIALOGUE_EXTRACTION_MAX_FILES,
  maxBytes: AUDIO_UPLOAD_BYTES,
  maxMs: DIALOGUE_EXTRACTION_MAX_HOURS * 3600 * 1000,
  nameMax: 100,
} as const;

/** One recognised sentence: who said it (0 or 1, the recogniser's speakers), when (ms from the start) and what. */
export const dialogSentenceSchema = z
  .object({ speaker: z.number().int().min(0).max(1), start: z.number().int().min(0), end: z.number().int().min(0), text: z.string() })
  .strict();
export type DialogSentence = z.infer<typeof dialogSentenceSchema>;

/** A recording in the list: name, duration (ms), status and progress (0–100), whether a draft scenario was made. */
export const dialogCollectItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    format: z.string(),
    size: z.number().int(),
    duration: z.number().int(),
    status: z.enum(DIALOG_COLLECT_STATUSES),
    progress: z.number().int().min(0).max(100),
    /** Why recognition failed (the provider's words), '' otherwise. */
    reason: z.string(),
    generated: z.union([z.literal(0), z.literal(1)]),
    /** The draft scenario made from it, '' none (or it was deleted since). */
    sceneid: z.string(),
    createdate: z.number().int(),
  })
  .strict();
export type DialogCollectItem = z.infer<typeof dialogCollectItemSchema>;

/** A recording with its transcript and which speaker is the salesperson (the other one is the customer). */
export const dialogCollectDetailSchema = dialogCollectItemSchema
  .extend({ channels: z.number().int(), salesspeaker: z.number().int().min(0).max(1), sentences: z.array(dialogSentenceSchema) })
  .strict();
export type DialogCollectDetail = z.infer<typeof dialogCollectDetailSchema>;

/** `GET …/dialogcollect`: newest first, by name and status. */
export const dialogCollectListQuerySchema = z.object({
  page,
  rows,
  name: z
    .string()
    .trim()
    .max(DIALOG_COLLECT_LIMITS.nameMax, { error: `${R}.nameTooLong` })
    .default(''),
  status: z.union([z.literal(''), z.enum(DIALOG_COLLECT_STATUSES, { error: 'validation.invalidValue' })]).default(''),
});
export type DialogCollectListQuery = z.output<typeof dialogCollectListQuerySchema>;
export const dialogCollectListResponseSchema = listResponse(dialogCollectItemSchema);
export type DialogCollectListResponse = z.infer<typeof dialogCollectListResponseSchema>;

/** `GET …/dialogcollect/options`: whether recognition and the model are configured, and the upload's limits. */
export const dialogCollectOptionsResponseSchema = z
  .object({
    successed: z.literal(true),
    recognition: z.boolean(),
    model: z.boolean(),
    formats: z.array(z.string()),
    maxFiles: z.number().int(),
    maxBytes: z.number().int(),
    maxMs: z.number().int(),
  })
  .strict();
export type DialogCollectOptionsResponse = z.infer<typeof dialogCollectOptionsResponseSchema>;

/** `POST …/dialogcollect` (multipart, the recordings in `file`, 1–5): the rows made, waiting for recognition. */
export const dialogCollectUploadResponseSchema = z.object({ successed: z.literal(true), rows: z.array(dialogCollectItemSchema) }).strict();
export type DialogCollectUploadResponse = z.infer<typeof dialogCollectUploadResponseSchema>;

export const dialogCollectResponseSchema = z.object({ successed: z.literal(true), collect: dialogCollectDetailSchema }).strict();
export type DialogCollectResponse = z.infer<typeof dialogCollectResponseSchema>;

/** `PUT …/dialogcollect/{id}/speaker`: which of the two speakers is the salesperson. */
export const dialogCollectSpeakerSchema = z.object({
  salesspeaker: z.coerce
    .number({ error: `${R}.speakerInvalid` })
    .int({ error: `${R}.speakerInvalid` })
    .min(0, { error: `${R}.speakerInvalid` })
    .max(1, { error: `${R}.speakerInvalid` }),
});
export type DialogCollectSpeaker = z.output<typeof dialogCollectSpeakerSchema>;

/** `POST …/dialogcollect/{id}/scene`: the draft scenario made (closed), to open in the flow editor. */
export const dialogCollectSceneResponseSchema = z.object({ successed: z.literal(true), sceneid: z.uuid(), collect: dialogCollectDetailSchema }).strict();
export type DialogCollectSceneResponse = z.infer<typeof dialogCollectSceneResponseSchema>;

/** `GET api/asrfile/{id}?key=`: the key of the short-lived link a recognition provider fetches a large recording by. */
export const recordingLinkQuerySchema = z.object({ key: z.string().min(1).max(256) });
