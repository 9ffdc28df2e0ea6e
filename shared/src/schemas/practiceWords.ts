import { z } from 'zod';
import { HOT_WORD_DEFAULT_PRIORITY, HOT_WORD_MAX_CHARS, HOT_WORDS_MAX } from '../limits.js';
import { disabledFlagSchema } from './fields.js';
import { HAN, L, listResponse, optionalOneOf, page, rows, zeroOne } from './practiceFields.js';

/**
 * The word library calls (admin §3, §5, §7): hot words, sensitive and polite words, synonyms and
 * their import. Part of the practice library schemas (`practiceAdmin.ts`; docs/practice.md).
 */

// Hot words -----------------------------------------------------------------------------------

const wordSchema = (max: number) =>
  z
    .string({ error: 'practiceAdmin.rules.wordRequired' })
    .trim()
    .min(1, { error: 'practiceAdmin.rules.wordRequired' })
    .max(max, { error: 'practiceAdmin.rules.wordTooLong' });

/**
 * `GET/PUT api/admin/organization/hotword/setting` (admin §7; its fields are not shown, decided in
 * docs/practice.md "Hot-word setting"): whether the enabled hot words go to the recogniser as its
 * boost list (`recognition`) and whether their replace words and homophones correct what was heard
 * (`correction`); both on (1) unless turned off.
 */
export const hotWordSettingSchema = z.object({ recognition: zeroOne('validation.invalidValue'), correction: zeroOne('validation.invalidValue') }).strict();
export type HotWordSetting = z.infer<typeof hotWordSettingSchema>;
export const HOT_WORD_SETTING_DEFAULT: HotWordSetting = { recognition: 1, correction: 1 };
export const hotWordSettingResponseSchema = z.object({ successed: z.literal(true), setting: hotWordSettingSchema }).strict();

/** `POST/PUT api/admin/organization/hotword`: ≤ 32 characters, replace words by `|`, homophones need Chinese. */
export const hotWordBodySchema = z
  .object({
    word: wordSchema(HOT_WORD_MAX_CHARS),
    replace: z
      .string()
      .trim()
      .max(1000)
      .default('')
      .transform((value) =>
        [
          ...new Set(
            value
              .split(/[|｜]/)
              .map((w) => w.trim())
              .filter(Boolean),
          ),
        ].join('|'),
      )
      .superRefine((value, ctx) => {
        const words = value ? value.split('|') : [];
        if (words.length > L.replaceWordsMax)
          ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.replaceTooMany', params: { max: L.replaceWordsMax } });
        if (words.some((w) => w.length > HOT_WORD_MAX_CHARS))
          ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.wordTooLong', params: { max: HOT_WORD_MAX_CHARS } });
      }),
    homophone: zeroOne('validation.invalidValue').default(0),
    /** Toneless syllables of a homophone word (`tu yue`); blank = computed by the server. */
    pinyin: z
      .string()
      .trim()
      .toLowerCase()
      .max(300)
      .default('')
      .transform((value) => value.split(/\s+/).filter(Boolean).join(' ')),
    priority: z.coerce
      .number({ error: 'practiceAdmin.rules.priorityInvalid' })
      .int({ error: 'practiceAdmin.rules.priorityInvalid' })
      .min(1, { error: 'practiceAdmin.rules.priorityInvalid' })
      .max(1000, { error: 'practiceAdmin.rules.priorityInvalid' })
      .default(HOT_WORD_DEFAULT_PRIORITY),
    status: zeroOne('validation.invalidValue').default(0),
  })
  .superRefine((hot, ctx) => {
    if (hot.homophone === 1 && !HAN.test(hot.word)) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.homophoneNeedsChinese', path: ['homophone'] });
    if (hot.replace.split('|').includes(hot.word)) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.replaceSelf', path: ['replace'] });
    const syllables = hot.pinyin ? hot.pinyin.split(' ') : [];
    if (syllables.length > 0 && (syllables.length !== [...hot.word].length || !syllables.every((s) => /^[a-zü]+$/.test(s)))) {
      ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.pinyinInvalid', path: ['pinyin'] });
    }
  });
export type HotWordBody = z.infer<typeof hotWordBodySchema>;
/** `POST api/admin/organization/hotword/pinyin` (admin §7): a Chinese word → its syllables. */
export const pinyinBodySchema = z.object({ word: wordSchema(HOT_WORD_MAX_CHARS) }).superRefine((body, ctx) => {
  if (!HAN.test(body.word)) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.homophoneNeedsChinese', path: ['word'] });
});
/** Its answer: the word and its toneless syllables, space-separated. */
export const pinyinResponseSchema = z.object({ successed: z.literal(true), word: z.string(), pinyin: z.string() }).strict();
export const hotWordListQuerySchema = z.object({ word: z.string().trim().max(100).default(''), status: optionalOneOf([0, 1] as const), page, rows });
export type HotWordListQuery = z.infer<typeof hotWordListQuerySchema>;
/** `PUT api/admin/organization/hotword/{id}/disable?status=` (0 enable, 1 disable). */
export const statusQuerySchema = z.object({ status: disabledFlagSchema });

export const adminHotWordSchema = z
  .object({
    id: z.string(),
    word: z.string(),
    replace: z.string(),
    homophone: z.number().int(),
    pinyin: z.string(),
    priority: z.number().int(),
    status: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminHotWord = z.infer<typeof adminHotWordSchema>;
export const hotWordListResponseSchema = listResponse(adminHotWordSchema).extend({ limit: z.number().int() }).strict();
export const hotWordResponseSchema = z.object({ successed: z.literal(true), hotword: adminHotWordSchema }).strict();
export { HOT_WORDS_MAX };

// Sensitive and polite words -----------------------------------------------------------------

/** `PUT api/admin/system/setting/words/{sensitive|polite}`: the whole library (a list, or text split on commas and new lines). */
export const wordsBodySchema = z.object({
  words: z
    .union([z.array(z.string()), z.string().transform((value) => value.split(/[\n\r,，;；]+/))], { error: 'practiceAdmin.rules.wordRequired' })
    .transform((list) => [...new Set(list.map((word) => word.trim()).filter(Boolean))])
    .superRefine((list, ctx) => {
      if (list.length > L.wordsMax) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.wordsTooMany', params: { max: L.wordsMax } });
      const long = list.find((word) => word.length > L.wordMax);
      if (long) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.wordTooLongNamed', params: { word: long.slice(0, 40), max: L.wordMax } });
    }),
});
export const adminWordSchema = z.object({ id: z.string(), word: z.string(), status: z.number().int() }).strict();
export const wordsResponseSchema = z.object({ successed: z.literal(true), kind: z.string(), rows: z.array(adminWordSchema), total: z.number().int() }).strict();
export const wordResponseSchema = z.object({ successed: z.literal(true), word: adminWordSchema.extend({ kind: z.string() }).strict() }).strict();

// Synonyms ------------------------------------------------------------------------------------

/** `POST/PUT api/admin/organization/synonyms`: a base word and its synonyms (a list or comma-separated). */
/** A group's synonyms: a list or one text split at commas and bars, each trimmed once, 1 to the most a group holds. */
const synonymWords = z
  .union([z.array(z.string()), z.string().transform((value) => value.split(/[,，|｜]/))], { error: 'practiceAdmin.rules.synonymWordsRequired' })
  .transform((list) => [...new Set(list.map((word) => word.trim()).filter(Boolean))])
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.synonymWordsRequired' });
    if (list.length > L.synonymWordsMax)
      ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.synonymWordsTooMany', params: { max: L.synonymWordsMax } });
    if (list.some((word) => word.length > L.wordMax)) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.wordTooLong', params: { max: L.wordMax } });
  });

export const synonymBodySchema = z
  .object({
    base: wordSchema(L.wordMax),
    words: synonymWords,
    status: zeroOne('validation.invalidValue').default(0),
  })
  .superRefine((synonym, ctx) => {
    if (synonym.words.includes(synonym.base)) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.synonymSelf', path: ['words'] });
  });
export type SynonymBody = z.infer<typeof synonymBodySchema>;
/**
 * `PUT synonyms/{id}/relate` (admin §7): relates more words to a group — added to its synonyms, those
 * it holds kept; the group then holds at most the most a group holds, never its base word.
 */
export const synonymRelateSchema = z.object({ words: synonymWords }).strict();
export type SynonymRelate = z.infer<typeof synonymRelateSchema>;
/** `PUT synonyms/batchset` (admin §7): turns the chosen groups (`synonymids`) on (0) or off (1) at once. */
export const synonymBatchSetSchema = z
  .object({
    synonymids: z
      .array(z.string().max(64), { error: 'validation.batchEmpty' })
      .min(1, { error: 'validation.batchEmpty' })
      .max(100, { error: 'validation.batchTooMany' }),
    status: zeroOne('validation.invalidValue'),
  })
  .strict();
export type SynonymBatchSet = z.infer<typeof synonymBatchSetSchema>;
export const synonymBatchSetResponseSchema = z.object({ successed: z.literal(true), updated: z.number().int() }).strict();
export const synonymListQuerySchema = z.object({ word: z.string().trim().max(100).default(''), status: optionalOneOf([0, 1] as const), page, rows });
export type SynonymListQuery = z.infer<typeof synonymListQuerySchema>;
export const adminSynonymSchema = z
  .object({ id: z.string(), base: z.string(), words: z.array(z.string()), status: z.number().int(), createdate: z.number().int() })
  .strict();
export type AdminSynonym = z.infer<typeof adminSynonymSchema>;
export const synonymListResponseSchema = listResponse(adminSynonymSchema);
export const synonymResponseSchema = z.object({ successed: z.literal(true), synonym: adminSynonymSchema }).strict();

/**
 * `POST api/admin/organization/synonyms/import?step=preview|import` (multipart `file`, .xlsx): the
 * spec's synonym import offers mode 1 only (create) and sends no mode. Columns are found by their
 * header in any of the three languages.
 */
export const synonymImportQuerySchema = z.object({ step: z.enum(['preview', 'import'], { error: 'validation.invalidValue' }).default('preview') });
export const SYNONYM_IMPORT_HEADERS = {
  base: ['基准词', '基準詞', 'base word', 'base'],
  words: ['同义词', '同義詞', 'synonyms', 'synonym words'],
} as const;
