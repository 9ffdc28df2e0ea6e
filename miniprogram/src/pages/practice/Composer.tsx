import { practiceVoiceChannel } from '@peilian/shared'
import { useEffect, useState } from 'react'
import { Button, Input, Text, View } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import type { RealtimeSocket } from '../../lib/socket'
import { MicSettings } from './MicSettings'
import { useVoice } from './useVoice'

interface Props {
  socket: RealtimeSocket | null
  sessionId: string
  draft: string
  onDraft(text: string): void
  onSend(text: string): void
  /** The learner is recording a spoken answer (the practice timers hold meanwhile). */
  onSpeaking(speaking: boolean): void
  disabled: boolean
}

/**
 * The learner's answer: typed, or spoken when the server recognises audio — tap to talk, tap
 * again to stop; the partial text fills the input live and the final text is sent as the answer.
 */
export function Composer({ socket, sessionId, draft, onDraft, onSend, onSpeaking, disabled }: Props) {
  const t = useTranslate()
  const [notice, setNotice] = useState('')
  const voice = useVoice(socket, practiceVoiceChannel(sessionId), {
    onPartial: onDraft,
    onText: (text) => {
      onDraft(text)
      if (text.trim()) onSend(text)
    },
    onNotice: setNotice,
  })
  const recording = voice.state === 'recording'
  useEffect(() => onSpeaking(recording), [recording, onSpeaking])

  const send = () => {
    if (disabled || !draft.trim()) return
    onSend(draft)
  }
  const toggleMic = () => {
    setNotice('')
    void (recording ? voice.stop() : voice.start())
  }

  return (
    <View className="practice-composer">
      {recording && <Text className="practice-mic-state">{t('practiceLearner.micListening')}</Text>}
      {voice.state === 'recognising' && <Text className="practice-mic-state">{t('practiceLearner.micRecognising')}</Text>}
      {notice && (
        <Text id="voice-notice" className="practice-mic-error">
          {notice}
        </Text>
      )}
      <MicSettings voice={voice} onAllowed={() => setNotice('')} />
      {voice.unavailable && (
        <Text id="mic-unsupported" className="practice-mic-note">
          {t('practiceLearner.micUnsupported')}
        </Text>
      )}
      <View className="practice-composer__row">
        {voice.available && (
          <Button
            id="mic"
            size="mini"
            className={`practice-mic${recording ? ' practice-mic--on' : ''}`}
            disabled={(disabled && !recording) || voice.state === 'recognising'}
            onClick={toggleMic}
          >
            {t(recording ? 'practiceLearner.micStop' : 'practiceLearner.micStart')}
          </Button>
        )}
        <Input
          id="answer"
          className="practice-input"
          value={draft}
          maxlength={1000}
          placeholder={t('practiceLearner.inputPlaceholder')}
          confirmType="send"
          onInput={(event) => onDraft(event.detail.value)}
          onConfirm={send}
        />
        <Button id="send" size="mini" className="practice-send" disabled={disabled || !draft.trim()} onClick={send}>
          {t('practiceLearner.send')}
        </Button>
      </View>
    </View>
  )
}
