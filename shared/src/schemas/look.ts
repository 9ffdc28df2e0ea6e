import { z } from 'zod';
import { contrastOnWhite, LOOK_COLOUR, PRIMARY_COLOUR_CONTRAST, type Look } from '../look/look.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import { flagSchema } from './fields.js';

/**
 * What the watermark shows (admin §3 "user name plus time, enterprise name, or custom"): the
 * viewer's name and the time, the organisation's name, or the organisation's own text.
 */
export const WATERMARK_CONTENTS = ['user', 'enterprise', 'custom'] as const;
export type WatermarkContent = (typeof WATERMARK_CONTENTS)[number];
/** The longest custom watermark text: one line in a 200 px cell. */
export const WATERMARK_TEXT_MAX = 30;

/** `PUT api/admin/system/setting/watermark`: on/off, the content, and the text when it is custom. */
export const watermarkSettingSchema = z
  .object({
    waterprint: flagSchema,
    content: z.enum(WATERMARK_CONTENTS, { error: 'validation.invalidValue' }),
    watertext: z.string({ error: 'settings.watertextRequired' }).trim().max(WATERMARK_TEXT_MAX, { error: 'settings.watertextTooLong' }).default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.content === 'custom' && !value.watertext) ctx.addIssue({ code: 'custom', message: 'settings.watertextRequired', path: ['watertext'] });
  });
export type WatermarkSetting = z.infer<typeof watermarkSettingSchema>;

export const watermarkSettingResponseSchema = z.object({
  successed: z.literal(true),
  waterprint: z.union([z.literal(0), z.literal(1)]),
  content: z.enum(WATERMARK_CONTENTS),
  watertext: z.string(),
});

const lookImage = fileReferenceSchema(FILE_REFERENCE_RULES.lookImage).default('');
const lookColour = z
  .string({ error: 'settings.colourInvalid' })
  .trim()
  .refine((value) => value === '' || LOOK_COLOUR.test(value), { error: 'settings.colourInvalid' })
  .transform((value) => value.toLowerCase())
  .default('');

/** The look's fields as the back office sends them: uploads of the organisation, colours `#rrggbb`, '' for the default. */
export const lookSchema = z
  .object({
    trainlogo: lookImage,
    backstagelogo: lookImage,
    smalllogo: lookImage,
    bgimg: lookImage,
    primarycolor: lookColour.refine((value) => value === '' || contrastOnWhite(value) >= PRIMARY_COLOUR_CONTRAST, { error: 'settings.colourContrast' }),
    secondcolor: lookColour,
  })
  .strict() satisfies z.ZodType<Look, unknown>;

/**
 * `PUT api/admin/system/setting/individuate` (spec: body `data`): the look as an object, or as the
 * JSON string the original product sent.
 */
export const individuateRequestSchema = z
  .object({
    data: z.preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }, lookSchema),
  })
  .strict();
export type IndividuateRequest = z.infer<typeof individuateRequestSchema>;
