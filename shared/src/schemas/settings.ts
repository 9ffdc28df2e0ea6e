import { z } from 'zod';
import { isTimeZone } from '../format/zone.js';

/**
 * The organisation's time zone (`GET/PUT api/admin/system/setting/timezone`): an IANA zone name the
 * runtime knows. Every date on every surface and export is shown in it (format/zone.ts).
 */
export const timeZoneSettingSchema = z
  .object({
    timezone: z
      .string({ error: 'people.settings.unknown' })
      .trim()
      .refine((zone) => isTimeZone(zone), { error: 'people.settings.unknown' }),
  })
  .strict();

export type TimeZoneSetting = z.infer<typeof timeZoneSettingSchema>;

export const timeZoneSettingResponseSchema = z.object({ successed: z.literal(true), timezone: z.string() });
