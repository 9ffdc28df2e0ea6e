import { practiceVoiceChannel } from '@peilian/shared'
import { useEffect, useState } from 'react'
import { Button, Input, View } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import type { RealtimeSocket } from '../../lib/socket'
import { HoldToTalk, InputModeSwitch } from './HoldToTalk'
import { useVoice } from './useVoice'
import { VoiceStatus } from './VoiceStatus'

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

const VOICE_TEXTS = { listening: 'practiceLearner.micListening', recognising: 'practiceLearner.micRecognising' } as const

/**
 * The learner's answer, as in a WeChat chat: when the server recognises audio, hold to talk (the
 * partial text shows live, a release sends the final text, a slide up cancels), with a switch to
 * the keyboard; else typed only.
 */
export function Composer({ socket, sessionId, draft, onDraft, onSend, onSpeaking, disabled }: Props) {
  const t = useTranslate()
  const [notice, setNotice] = useState('')
  const [typing, setTyping] = useState(false)
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
  const speaking = voice.available && !typing

  const send = () => {
    if (disabled || !draft.trim()) return
    onSend(draft)
  }

  return (
    <View className="practice-composer">
      <VoiceStatus voice={voice} notice={notice} onAllowed={() => setNotice('')} texts={VOICE_TEXTS} />
      <View className="practice-composer__row">
        {voice.available && <InputModeSwitch typing={typing} onSwitch={setTyping} />}
        {speaking ? (
          <HoldToTalk voice={voice} draft={draft} onDraft={onDraft} onHold={() => setNotice('')} disabled={disabled} />
        ) : (
          <>
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
            <Button id="send" size="mini" className="practice-send touch-mini" disabled={disabled || !draft.trim()} onClick={send}>
              {t('practiceLearner.send')}
            </Button>
          </>
        )}
      </View>
    </View>
  )
}
