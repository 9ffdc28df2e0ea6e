import { z } from 'zod';
import { adminCustomerSchema, adminVoiceTemplateSchema, voiceTemplateBodySchema } from './practiceAdmin.js';
import { L, text } from './practiceFields.js';

/**
 * Listening to a digital human and a customer's details page (admin-back-office §2 voicespeechdub,
 * editspeechdub, voicecustomerdetails; docs/practice.md "Listening to a digital human", "A
 * customer's details"). Messages are i18n keys, as in `practiceAdmin.ts`.
 */

/** What to say: '' says the template's example text. At most the example's limit. */
const sentence = text(L.exampleMax, 'practiceAdmin.rules.listenTextTooLong').default('');

/** `POST api/admin/voice/digitalhuman/{id}/listen`: the stored template says `text`, else its example. */
export const voiceListenBodySchema = z.object({ text: sentence });
export type VoiceListenBody = z.infer<typeof voiceListenBodySchema>;

/**
 * `POST api/admin/voice/digitalhuman/listen`: a template being written (not yet saved) says `text`,
 * else its `example` — only what decides its sound is sent.
 */
export const voiceDraftListenBodySchema = voiceTemplateBodySchema
  .pick({ language: true, speechvoice: true, source: true, example: true })
  .extend({ text: sentence });
export type VoiceDraftListenBody = z.infer<typeof voiceDraftListenBodySchema>;

/** The voice file a listen made (or found): where the back office fetches it (`voice`), and what was said. */
export const voiceSampleSchema = z
  .object({
    /** The content key of the stored voice file (32 hex digits). */
    key: z.string(),
    /** `api/admin/voice/digitalhuman/voice/{key}`, relative to the API base: the admin's download of it (audio/mpeg). */
    path: z.string(),
    durationms: z.number().int(),
    text: z.string(),
    /** The TTS provider this server voices with (`TTS_PROVIDER`), which may differ from the template's `source`. */
    provider: z.string(),
  })
  .strict();
export type VoiceSample = z.infer<typeof voiceSampleSchema>;
export const voiceListenResponseSchema = z.object({ successed: z.literal(true), voice: voiceSampleSchema }).strict();

// A customer's details ---------------------------------------------------------------------------

/** A scenario that plays the customer. */
const customerSceneSchema = z.object({ id: z.string(), name: z.string(), category: z.string(), status: z.string() }).strict();

/** The customer's practice figures: finished, scored sessions of its scenarios by the learners the caller's reports count. */
const customerFiguresSchema = z
  .object({
    sessions: z.number().int(),
    learners: z.number().int(),
    /** To one decimal; null before any session. */
    avgscore: z.number().nullable(),
    passed: z.number().int(),
  })
  .strict();

/** What the learners most often miss with this customer (at most 10 of each, most often first). */
const customerMissesSchema = z
  .object({
    /** Intents answered off-script or not in time, by the intent they were judged against. */
    intents: z.array(z.object({ label: z.string(), count: z.number().int() }).strict()),
    /** Role-play checklist items no turn ticked. */
    checklist: z.array(z.object({ title: z.string(), count: z.number().int() }).strict()),
    /** Keyword clauses left unsaid, terms joined by `|`. */
    keywords: z.array(z.object({ keyword: z.string(), count: z.number().int() }).strict()),
  })
  .strict();

/** `GET api/admin/voice/customer/{id}/details`. */
export const customerDetailsResponseSchema = z
  .object({
    successed: z.literal(true),
    customer: adminCustomerSchema,
    /** Its digital human; null without one. */
    digitalhuman: adminVoiceTemplateSchema.nullable(),
    scenes: z.array(customerSceneSchema),
    figures: customerFiguresSchema,
    misses: customerMissesSchema,
  })
  .strict();
export type CustomerDetails = z.infer<typeof customerDetailsResponseSchema>;
