import { z } from 'zod';
import { plainName } from '../validators/plainText.js';
import { PRACTICE_LIMITS } from '../domain/practice.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../limits.js';

/** Field builders the practice library schemas share (messages are i18n keys). */

export const L = PRACTICE_LIMITS;
export const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
export const rows = z.coerce
  .number()
  .int()
  .default(PAGE_SIZE_DEFAULT)
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { error: 'library.rules.pageSize', params: { sizes: PAGE_SIZES.join('/') } });
export const idText = z.string().trim().max(64);
export const blankToUndefined = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : value);
export const oneOf = <T extends number>(values: readonly T[], error: string) =>
  z.coerce.number({ error }).refine((value): value is T => (values as readonly number[]).includes(value), { error });
export const optionalOneOf = <T extends number>(values: readonly T[]) => z.preprocess(blankToUndefined, oneOf(values, 'validation.invalidValue').optional());
export const zeroOne = (error: string) =>
  z.preprocess((value) => (value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : value), oneOf([0, 1] as const, error));
export const text = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });
export const required = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });
/** A required name of a record: `required`, and plain (`plainName`: no bidi controls, no broken characters). */
export const requiredName = (max: number, missing: string, tooLong: string) => plainName(required(max, missing, tooLong));
export const listResponse = <T extends z.ZodType>(row: T) => z.object({ successed: z.literal(true), rows: z.array(row), total: z.number().int() }).strict();
export const EMOTION_VALUES = [0, 1, 2, 3, 4, 5, 6] as const;
export const HAN = /^\p{Script=Han}+$/u;
