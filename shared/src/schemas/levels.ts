import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { LEVEL_EXPERIENCE, TASK_SORT } from '../limits.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { plainName } from '../validators/plainText.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import { flagSchema } from './fields.js';
import { numberField } from './taskFields.js';

/**
 * Levels and badges (admin §3 Level, Badge; §5 "level/badge 0–9999"; function `adminlevel`). A level
 * is a name, an icon and the experience at which it starts (unique in the organisation); a badge is
 * a name, an icon, an image and the condition that earns it. Rules: docs/training.md
 * "Levels, experience and badges".
 */

export const LEVEL_NAME_MAX = 20;
export const BADGE_NAME_MAX = 20;
/** The most levels or badges an organisation keeps (one list, no paging). */
export const LEVELS_MAX = 100;

/** What earns a badge: signing in N days in a row, N completed task packages, a complete profile. */
export const BADGE_CONDITIONS = ['loginStreak', 'trainingCompleted', 'profileComplete'] as const;
export type BadgeCondition = (typeof BADGE_CONDITIONS)[number];
/** The conditions that take a count (days, packages). */
export const COUNTED_CONDITIONS: readonly BadgeCondition[] = ['loginStreak', 'trainingCompleted'];
/** A condition's count: 1–9999 (admin §5 "level/badge 0–9999"; 0 days or packages would earn nothing). */
export const BADGE_COUNT = { min: 1, max: LEVEL_EXPERIENCE.max } as const;

const name = (max: number, required: MessageKey) =>
  plainName(z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'validation.tooLong' }));

/** `POST api/admin/system/level`, `PUT .../level/{id}`. */
export const levelRequestSchema = z.object({
  name: name(LEVEL_NAME_MAX, 'levels.rules.nameRequired'),
  /** '' or a path from `POST api/file/upload?filetype=level`. */
  icon: fileReferenceSchema(FILE_REFERENCE_RULES.levelIcon).default(''),
  experience: numberField(
    'levels.rules.experienceRange',
    (value) => Number.isInteger(value) && value >= LEVEL_EXPERIENCE.min && value <= LEVEL_EXPERIENCE.max,
    {
      ...LEVEL_EXPERIENCE,
    },
  ),
});
export type LevelRequest = z.infer<typeof levelRequestSchema>;

export const levelSchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), experience: z.number().int(), createdate: z.string() }).strict();
export type LevelItem = z.infer<typeof levelSchema>;
export const levelListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(levelSchema), total: z.number().int().nonnegative() }).strict();
export const levelResponseSchema = z.object({ successed: z.literal(true), level: levelSchema }).strict();

/** `POST api/admin/system/badge`, `PUT .../badge/{id}`: the count is kept only for a counted condition. */
export const badgeRequestSchema = z
  .object({
    name: name(BADGE_NAME_MAX, 'levels.rules.nameRequired'),
    /** '' or paths from `POST api/file/upload?filetype=medal`. */
    icon: fileReferenceSchema(FILE_REFERENCE_RULES.badgeImage).default(''),
    image: fileReferenceSchema(FILE_REFERENCE_RULES.badgeImage).default(''),
    condition: z.enum(BADGE_CONDITIONS, { error: 'levels.rules.conditionInvalid' }),
    count: z.unknown().optional(),
    sort: numberField('levels.rules.sortRange', (value) => Number.isInteger(value) && value >= TASK_SORT.min && value <= TASK_SORT.max, {
      ...TASK_SORT,
    }).default(0),
    enabled: flagSchema.default(1),
  })
  .transform((value, ctx) => {
    if (!COUNTED_CONDITIONS.includes(value.condition)) return { ...value, count: 0 };
    const count = Number(value.count === '' || value.count === null ? Number.NaN : value.count);
    if (!Number.isInteger(count) || count < BADGE_COUNT.min || count > BADGE_COUNT.max) {
      ctx.addIssue({ code: 'custom', message: 'levels.rules.countRange', params: { ...BADGE_COUNT }, path: ['count'] });
      return z.NEVER;
    }
    return { ...value, count };
  });
export type BadgeRequest = z.infer<typeof badgeRequestSchema>;

export const badgeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    icon: z.string(),
    image: z.string(),
    condition: z.enum(BADGE_CONDITIONS),
    count: z.number().int(),
    sort: z.number().int(),
    enabled: z.number().int(),
    /** Learners holding it. */
    awarded: z.number().int(),
    createdate: z.string(),
  })
  .strict();
export type BadgeItem = z.infer<typeof badgeSchema>;
export const badgeListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(badgeSchema), total: z.number().int().nonnegative() }).strict();
export const badgeResponseSchema = z.object({ successed: z.literal(true), badge: badgeSchema }).strict();
