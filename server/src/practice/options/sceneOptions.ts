import { z } from 'zod';

/**
 * The organisation's scene-practice options (`settings.scene`, admin §3): pausing a live practice
 * and the reference scripts shown while answering, both allowed unless switched off. Malformed
 * values read as the defaults rather than failing a session.
 */
const sceneOptionsSchema = z.object({
  pause: z.boolean().default(true).catch(true),
  reference: z.boolean().default(true).catch(true),
});
export type SceneOptions = z.infer<typeof sceneOptionsSchema>;

export const DEFAULT_SCENE_OPTIONS: SceneOptions = { pause: true, reference: true };

export function sceneOptionsOf(settings: Readonly<Record<string, unknown>> | null | undefined): SceneOptions {
  const parsed = sceneOptionsSchema.safeParse(settings?.scene ?? {});
  return parsed.success ? parsed.data : DEFAULT_SCENE_OPTIONS;
}
