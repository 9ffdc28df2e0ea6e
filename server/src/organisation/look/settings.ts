import { DEFAULT_LOOK, LOOK_FIELDS, parseLook, type Look, type WatermarkConfig, type WatermarkContent } from '@peilian/shared';
import { identitySettings } from '../orgSettings.js';

type Settings = Record<string, unknown> | null | undefined;

/** The settings key holding the organisation's look (an object of `Look`'s fields). */
export const LOOK_SETTING_KEY = 'look';

/** The watermark option as the back office edits it; with no content chosen yet, custom when there is a text, else the name and time. */
export function watermarkSetting(settings: Settings): { waterprint: 0 | 1; content: WatermarkContent; watertext: string } {
  const { waterprint, watertext, watercontent } = identitySettings(settings);
  return { waterprint, content: watercontent ?? (watertext.trim() ? 'custom' : 'user'), watertext };
}

/**
 * The spec's `waterconfig` for every client: the enterprise option sends the organisation's name as
 * `watertext`, so clients that know only "custom text, else name and date" draw it unchanged; the
 * user option sends no text (each client writes the viewer's name and the date).
 */
export function waterConfigOf(settings: Settings, orgName: string): WatermarkConfig & { waterprint: 0 | 1 } {
  const { waterprint, content, watertext } = watermarkSetting(settings);
  const text = content === 'enterprise' ? orgName : content === 'custom' ? watertext : '';
  return { waterprint, watertext: text };
}

/** The organisation's look, every field checked (a malformed stored value keeps the default). */
export function lookOf(settings: Settings): Look {
  const stored = settings?.[LOOK_SETTING_KEY];
  return stored && typeof stored === 'object' ? parseLook(JSON.stringify(stored)) : DEFAULT_LOOK;
}

/** The spec's `setting.data`: the look as a JSON string, its fields in a stable order. */
export function lookData(look: Look): { data: string } {
  return { data: JSON.stringify(Object.fromEntries(LOOK_FIELDS.map((field) => [field, look[field]]))) };
}
