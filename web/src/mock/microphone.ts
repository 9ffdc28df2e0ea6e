import type { MessageKey } from '@peilian/shared';

/** Why the microphone could not be opened (the cases of learner-and-session §8). */
export type MicrophoneIssue = 'denied' | 'notFound' | 'unreadable' | 'aborted' | 'constraints' | 'security' | 'mediaType' | 'unsupported' | 'noApi' | 'other';

const BY_NAME: Readonly<Record<string, MicrophoneIssue>> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  NotReadableError: 'unreadable',
  TrackStartError: 'unreadable',
  AbortError: 'aborted',
  OverconstrainedError: 'constraints',
  ConstraintNotSatisfiedError: 'constraints',
  SecurityError: 'security',
  TypeError: 'mediaType',
  NotSupportedError: 'unsupported',
};

/** Classifies a `getUserMedia` failure by its DOMException name (old Chrome names included). */
export function microphoneIssue(error: unknown): MicrophoneIssue {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  return BY_NAME[name] ?? 'other';
}

/** The message of each issue (learner-and-session §8 microphone errors). */
export const MICROPHONE_MESSAGES: Readonly<Record<MicrophoneIssue, MessageKey>> = {
  denied: 'microphone.denied',
  security: 'microphone.security',
  aborted: 'microphone.aborted',
  notFound: 'microphone.notFound',
  unreadable: 'microphone.unreadable',
  constraints: 'microphone.constraints',
  mediaType: 'microphone.mediaType',
  unsupported: 'microphone.unsupported',
  noApi: 'microphone.checkPermission',
  other: 'microphone.checkDevice',
};

/**
 * Asks for the microphone once and releases it at once: the consent is what counts, the practice
 * pages open their own stream later. Resolves null when granted.
 */
export async function requestMicrophone(media: Pick<MediaDevices, 'getUserMedia'> | undefined): Promise<MicrophoneIssue | null> {
  if (!media?.getUserMedia) return 'noApi';
  try {
    const stream = await media.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return microphoneIssue(error);
  }
}
