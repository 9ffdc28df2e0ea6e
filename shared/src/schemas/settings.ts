import { z } from 'zod';
import { isTimeZone } from '../format/zone.js';
import { flagSchema } from './fields.js';

/**
 * The organisation's time zone (`GET/PUT api/admin/system/setting/timezone`): an IANA zone name the
 * runtime knows. Every date on every surface and export is shown in it (format/zone.ts).
 */
export const timeZoneSettingSchema = z
  .object({
    timezone: z
      .string({ error: 'settings.unknown' })
      .trim()
      .refine((zone) => isTimeZone(zone), { error: 'settings.unknown' }),
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

/**
 * Password strengthening (admin §3 settings, §5, `GET/PUT api/admin/system/setting/password`): when 1,
 * every password set in the organisation is 8+ characters with upper and lower case, a digit and a
 * special character and no spaces; passwords set by someone else are changed at first sign-in, every
 * password after 90 days unchanged, and a weak password in use is changed at its next sign-in. Off
 * by default.
 */
export const passwordSettingSchema = z.object({ strongpassword: flagSchema }).strict();
export type PasswordSetting = z.infer<typeof passwordSettingSchema>;

export const passwordSettingResponseSchema = z.object({ successed: z.literal(true), strongpassword: z.union([z.literal(0), z.literal(1)]) });

/** The voiceprint check's pass mark (percent match), when an organisation sets none. */
export const VOICEPRINT_THRESHOLD = { min: 50, max: 100, default: 80 } as const;

/**
 * Voiceprint options (admin §3 settings, `GET/PUT api/admin/system/setting/voiceprint`): the
 * voiceprint tab on the login page (`login`), a voice check before each practice (`practicecheck`),
 * the match a check needs (`threshold`, percent) and whether a registered voiceprint passes without a
 * manual audit (`autopass`). Stored for the voiceprint features; all off, 80 %, unless set.
 */
export const voiceprintSettingSchema = z
  .object({
    login: flagSchema,
    practicecheck: flagSchema,
    threshold: z.coerce
      .number({ error: 'settings.thresholdRange' })
      .int({ error: 'settings.thresholdRange' })
      .min(VOICEPRINT_THRESHOLD.min, { error: 'settings.thresholdRange' })
      .max(VOICEPRINT_THRESHOLD.max, { error: 'settings.thresholdRange' }),
    autopass: flagSchema,
  })
  .strict();
export type VoiceprintSetting = z.infer<typeof voiceprintSettingSchema>;

const flagOut = z.union([z.literal(0), z.literal(1)]);
export const voiceprintSettingResponseSchema = z.object({
  successed: z.literal(true),
  login: flagOut,
  practicecheck: flagOut,
  threshold: z.number().int(),
  autopass: flagOut,
});

/**
 * Scene-practice options (admin §3 settings, `GET/PUT api/admin/system/setting/scene`): whether a
 * learner may pause a live practice (`pause`, spec §4 "allowed by setting") and sees the reference
 * scripts of the turn while answering (`reference`). Both on unless set.
 */
export const sceneSettingSchema = z.object({ pause: flagSchema, reference: flagSchema }).strict();
export type SceneSetting = z.infer<typeof sceneSettingSchema>;

export const sceneSettingResponseSchema = z.object({ successed: z.literal(true), pause: flagOut, reference: flagOut });
