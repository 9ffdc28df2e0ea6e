import { VoiceprintMicrophoneError, type MessageKey, type VoiceprintMicrophone } from '@peilian/shared';
import { MicrophoneError, recordMicrophone } from '../../practice';

/** The practice's microphone messages that have a `microphone.*` counterpart of spec §5 ("turn on recording permission first"). */
const VOICEPRINT_KEYS: Partial<Record<MessageKey, MessageKey>> = {
  'practiceLearner.micErrors.notAllowed': 'microphone.checkPermission',
  'practiceLearner.micErrors.notFound': 'microphone.notFound',
};

/** The practice's 16 kHz PCM capture as the voiceprint store's microphone. */
export const browserMicrophone: VoiceprintMicrophone = {
  async start(onChunk) {
    try {
      return await recordMicrophone(onChunk);
    } catch (error) {
      const key = error instanceof MicrophoneError ? error.key : 'microphone.checkDevice';
      throw new VoiceprintMicrophoneError(VOICEPRINT_KEYS[key] ?? key);
    }
  },
};
