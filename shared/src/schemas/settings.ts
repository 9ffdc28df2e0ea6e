import { z } from 'zod';
import { isTimeZone } from '../format/zone.js';
import { flagSchema } from './people.js';

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

/**
 * Data permission control (admin §6, `GET/PUT api/admin/system/setting/datapermission`): when 1, an
 * administrator below the top sees only the people of the positions under their own, in their
 * department and the departments below it (docs/people.md "Data permission"). Off by default.
 */
export const dataPermissionSettingSchema = z.object({ datapermission: flagSchema }).strict();

export type DataPermissionSetting = z.infer<typeof dataPermissionSettingSchema>;

export const dataPermissionSettingResponseSchema = z.object({ successed: z.literal(true), datapermission: z.union([z.literal(0), z.literal(1)]) });

/**
 * Ranking visibility (admin §3 settings, §6 "rank visibility", `GET/PUT api/admin/system/setting/rank`):
 * whether learners see the ranking, and among whom they are ranked — the whole enterprise, their
 * first-level department (the department under the top one it belongs to), or only their own
 * department. Visible among the enterprise unless set.
 */
export const RANK_SCOPES = ['enterprise', 'firstLevel', 'department'] as const;
export type RankScope = (typeof RANK_SCOPES)[number];

export const rankSettingSchema = z.object({ visible: flagSchema, scope: z.enum(RANK_SCOPES, { error: 'validation.invalidValue' }) }).strict();
export type RankSetting = z.infer<typeof rankSettingSchema>;

export const rankSettingResponseSchema = z.object({
  successed: z.literal(true),
  visible: z.union([z.literal(0), z.literal(1)]),
  scope: z.enum(RANK_SCOPES),
});
