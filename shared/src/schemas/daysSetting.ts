import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';

/** A `{ days }` setting (a keeping period): a whole number of days within `range`, else `message`. */
export const daysSettingSchema = (range: { min: number; max: number }, message: MessageKey) =>
  z
    .object({
      days: z.coerce.number({ error: message }).int({ error: message }).min(range.min, { error: message }).max(range.max, { error: message }),
    })
    .strict();
