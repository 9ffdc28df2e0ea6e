import { WATERMARK_CONTENTS } from '@peilian/shared';
import { z } from 'zod';

/**
 * The identity part of an organisation's settings (jsonb `settings`): the watermark (admin §3,
 * default on with no custom text) and the password-strengthening option (90-day rule). Unknown
 * or malformed values fall back to the defaults rather than failing a login.
 */
const identitySettingsSchema = z.object({
  waterprint: z
    .union([z.literal(0), z.literal(1)])
    .default(1)
    .catch(1),
  watertext: z.string().max(200).default('').catch(''),
  /** What the watermark shows; unset (before the option existed) it follows the text: custom when there is one. */
  watercontent: z.enum(WATERMARK_CONTENTS).optional().catch(undefined),
  strongPassword: z.boolean().default(false).catch(false),
});

export type IdentitySettings = z.infer<typeof identitySettingsSchema>;

export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = { waterprint: 1, watertext: '', strongPassword: false };

export function identitySettings(settings: Record<string, unknown> | null | undefined): IdentitySettings {
  const parsed = identitySettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : DEFAULT_IDENTITY_SETTINGS;
}
