import { z } from 'zod';
import { plainName } from '../validators/plainText.js';
import { PACKAGE_TASKTYPES } from '../domain/training.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES, PASS_SCORE_MAX, TASK_SORT, TASK_TITLE } from '../limits.js';
import type { MessageKey } from '../i18n/messages.js';
import { parseTaskTime } from '../training/time.js';

/**
 * Field schemas the task calls share (`tasks.ts`, `learnerTasks.ts`). Messages are i18n keys
 * (`tasks.rules.*`). Form bodies send lists by repeating the key and objects as JSON text; JSON
 * bodies send them as they are — both are read here.
 */

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** A record id (picker choice); the server resolves it inside the caller's organisation. */
export const taskIdSchema = z.string().trim().regex(idPattern, { error: 'tasks.rules.idInvalid' });
/** An optional id: '' (or absent) means none. */
export const optionalTaskIdSchema = z.union([z.literal(''), taskIdSchema]).default('');

/** JSON text (from a form) or the value itself (from JSON). */
export const jsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
};
/** A list from a form (a single value, repeated keys, or comma-separated text) or JSON. */
export const listOf = (value: unknown): unknown => {
  const parsed = jsonText(value);
  if (parsed === undefined || parsed === null) return [];
  if (typeof parsed === 'string')
    return parsed
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return Array.isArray(parsed)
    ? parsed.flatMap((item: unknown) =>
        typeof item === 'string'
          ? item
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : [item],
      )
    : parsed;
};

/** A task time; the output is epoch milliseconds. */
export const taskTimeSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: 'tasks.rules.timeRequired' });
    return z.NEVER;
  }
  const ms = parseTaskTime(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: 'tasks.rules.timeFormat' });
    return z.NEVER;
  }
  return ms;
});

export const taskPageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);
export const taskRowsSchema = z.coerce
  .number()
  .int()
  .default(PAGE_SIZE_DEFAULT)
  .refine((rows) => (PAGE_SIZES as readonly number[]).includes(rows), {
    error: 'tasks.rules.pageSize',
    params: { sizes: PAGE_SIZES.join('/') },
  });

export const tasktypeSchema = z.coerce
  .number({ error: 'tasks.rules.tasktype' })
  .refine((value) => (Object.values(PACKAGE_TASKTYPES) as number[]).includes(value), { error: 'tasks.rules.tasktype' })
  .transform((value) => value as 1 | 2 | 3);

export const taskTitleSchema = plainName(
  z
    .string({ error: 'tasks.rules.titleRequired' })
    .trim()
    .min(TASK_TITLE.min, { error: 'tasks.rules.titleRequired' })
    .max(TASK_TITLE.max, { error: 'tasks.rules.titleTooLong' }),
);

/**
 * A number from a form or JSON checked by `valid`, with one message (and its parameters) for
 * anything else — empty, not a number, out of range — so the message never shows a bare placeholder.
 */
export function numberField(key: MessageKey, valid: (value: number) => boolean, params: Record<string, number> = {}) {
  return z
    .unknown()
    .transform((value) => (value === '' || value === null || value === undefined || typeof value === 'boolean' ? Number.NaN : Number(value)))
    .refine((value) => Number.isFinite(value) && valid(value), { error: key, params });
}

/** At most two decimals (what the forms allow for scores and weights). */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const taskSortSchema = numberField('tasks.rules.sortRange', (value) => Number.isInteger(value) && value >= TASK_SORT.min && value <= TASK_SORT.max, {
  ...TASK_SORT,
}).default(0);

/** Pass score: above 0, at most 100 (admin §5), up to two decimals. */
export const passScoreSchema = numberField('tasks.rules.passScoreRange', (value) => value > 0 && value <= PASS_SCORE_MAX && twoDecimals(value), {
  max: PASS_SCORE_MAX,
});

/** Weight of a child task in percent: 0–100 with at most two decimals; the package's sum to 100. */
export const weightSchema = numberField('tasks.rules.weightRange', (value) => value >= 0 && value <= 100 && twoDecimals(value));

export const taskFlagSchema = z.preprocess(
  (value) => (value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : value),
  z.coerce.number().int().min(0).max(1),
);

/** The publish range: departments (with the departments below them), positions, users. */
