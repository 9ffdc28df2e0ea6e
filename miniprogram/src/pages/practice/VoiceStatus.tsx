import { Text } from '@tarojs/components'
import type { MessageKey } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { MicSettings } from './MicSettings'
import type { Voice } from './useVoice'

interface VoiceStatusProps {
  voice: Voice
  /** The last voice notice, '' for none. */
  notice: string
  /** The microphone was allowed in the settings: the notice about it goes. */
  onAllowed(): void
  /** What the page says while the learner speaks, and while the server recognises. */
  texts: { listening: MessageKey; recognising: MessageKey }
}

/** Above a spoken answer: listening or recognising, the last voice notice, the way to allow the microphone, and whether the server recognises audio at all. */
export function VoiceStatus({ voice, notice, onAllowed, texts }: VoiceStatusProps) {
  const t = useTranslate()
  return (
    <>
      {voice.state === 'recording' && <Text className="practice-mic-state">{t(texts.listening)}</Text>}
      {voice.state === 'recognising' && <Text className="practice-mic-state">{t(texts.recognising)}</Text>}
      {notice && (
        <Text id="voice-notice" className="practice-mic-error">
          {notice}
        </Text>
      )}
      <MicSettings voice={voice} onAllowed={onAllowed} />
      {voice.unavailable && (
        <Text id="mic-unsupported" className="practice-mic-note">
          {t('practiceLearner.micUnsupported')}
        </Text>
      )}
    </>
  )
}
