import { VoiceprintMicrophoneError, type MessageKey, type VoiceprintMicrophone } from '@peilian/shared'
import { RecorderError, recordPcm } from './recorder'

/** The recorder's practice messages as the `microphone.*` ones of spec §5 ("请先开启录音权限" for a refused permission). */
const VOICEPRINT_KEYS: Partial<Record<MessageKey, MessageKey>> = {
  'practiceLearner.micErrors.notAllowed': 'microphone.checkPermission',
  'practiceLearner.micErrors.privacy': 'microphone.checkPermission',
  'practiceLearner.micErrors.notFound': 'microphone.notFound',
  'practiceLearner.micErrors.unreadable': 'microphone.unreadable',
  'practiceLearner.micErrors.unsupported': 'microphone.unsupported',
}

/** The message key of a recorder failure, in the `common` strings every package has. */
export function voiceprintMicrophoneKey(error: unknown): MessageKey {
  return (error instanceof RecorderError && VOICEPRINT_KEYS[error.key]) || 'microphone.checkDevice'
}

/**
 * The practice's 16 kHz mono 16-bit PCM recorder (RecorderManager, frames cut to ≤ 4096 samples)
 * as the voiceprint store's microphone; its stop resolves once the last frame is handed over.
 */
export const wechatMicrophone: VoiceprintMicrophone = {
  async start(onChunk) {
    try {
      const recording = await recordPcm(onChunk)
      return { stop: () => recording.stop() }
    } catch (error) {
      throw new VoiceprintMicrophoneError(voiceprintMicrophoneKey(error))
    }
  },
}
