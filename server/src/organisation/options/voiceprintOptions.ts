import { VOICEPRINT_THRESHOLD } from '@peilian/shared';
import { z } from 'zod';

/**
 * The organisation's voiceprint options (`settings.voiceprint`, admin §3): the login page's
 * voiceprint tab, a voice check before practice, the match a check needs and automatic approval of
 * registered voiceprints. Off, 80 %, unless set; malformed values read as the defaults.
 */
const voiceprintOptionsSchema = z.object({
  login: z.boolean().default(false).catch(false),
  practiceCheck: z.boolean().default(false).catch(false),
  threshold: z
    .number()
    .int()
    .min(VOICEPRINT_THRESHOLD.min)
    .max(VOICEPRINT_THRESHOLD.max)
    .default(VOICEPRINT_THRESHOLD.default)
    .catch(VOICEPRINT_THRESHOLD.default),
  autoPass: z.boolean().default(false).catch(false),
});
export type VoiceprintOptions = z.infer<typeof voiceprintOptionsSchema>;

export const DEFAULT_VOICEPRINT_OPTIONS: VoiceprintOptions = { login: false, practiceCheck: false, threshold: VOICEPRINT_THRESHOLD.default, autoPass: false };

export function voiceprintOptionsOf(settings: Readonly<Record<string, unknown>> | null | undefined): VoiceprintOptions {
  const parsed = voiceprintOptionsSchema.safeParse(settings?.voiceprint ?? {});
  return parsed.success ? parsed.data : DEFAULT_VOICEPRINT_OPTIONS;
}
