import { z } from 'zod';

/**
 * The learner's own voiceprint calls' answers (docs/voiceprint.md "The calls"), in a module of their
 * own so the mini-program's main package, whose personal centre shows the voiceprint card, bundles
 * them without the socket's and the audit's schemas (`voiceprint.ts` re-exports them).
 */

/** The sample format the socket takes (§7): raw little-endian 16-bit PCM, 16 kHz, mono. */
export const VOICEPRINT_AUDIO_FORMAT = 'pcm_s16le_16000_mono';

/** `GET api/login/vprsocket` (§7): the socket.io namespace to connect to (resolved against the API's origin) and the audio it takes. */
export const vprSocketResponseSchema = z.object({
  successed: z.literal(true),
  url: z.string(),
  /** The socket.io path (`/socket.io`). */
  path: z.string(),
  audioformat: z.literal(VOICEPRINT_AUDIO_FORMAT),
});
export type VprSocketResponse = z.infer<typeof vprSocketResponseSchema>;

/** `GET api/trainning/user/voiceprint`: the learner's own voiceprint as the personal centre shows it. */
export const myVoiceprintResponseSchema = z.object({
  successed: z.literal(true),
  /** The deployment has a provider and the organisation has not switched voiceprints off. */
  enabled: z.boolean(),
  registered: z.boolean(),
  /** A re-registration waits for the audit. */
  pending: z.boolean(),
  /** When the registered voiceprint was made (ms), 0 none. */
  createdate: z.number().int(),
});
export type MyVoiceprintResponse = z.infer<typeof myVoiceprintResponseSchema>;
