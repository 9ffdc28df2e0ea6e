import { HOT_WORD_SETTING_DEFAULT, hotWordSettingSchema, type HotWordSetting } from '@peilian/shared';

/** Where the setting is kept in the organisation's settings. */
export const HOT_WORD_SETTING_KEY = 'hotWordSetting';

/** The organisation's hot-word setting (docs/practice.md "Hot-word setting"); missing or malformed: both on. */
export function hotWordSettingOf(settings: Record<string, unknown> | null | undefined): HotWordSetting {
  const parsed = hotWordSettingSchema.safeParse(settings?.[HOT_WORD_SETTING_KEY]);
  return parsed.success ? parsed.data : HOT_WORD_SETTING_DEFAULT;
}
