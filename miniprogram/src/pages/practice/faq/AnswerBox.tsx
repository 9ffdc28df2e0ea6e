import { useState } from 'react'
import { Button, Input, View } from '@tarojs/components'
import { FAQ_ANSWER_TEXT_MAX } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'
import { HoldToTalk, InputModeSwitch } from '../HoldToTalk'
import { VoiceStatus } from '../VoiceStatus'
import type { DrillVoice } from './useDrillVoice'

interface Props {
  draft: string
  /** The thinking or answer time runs: the answer can be given. */
  enabled: boolean
  speech: DrillVoice
  onDraft(text: string): void
  onSend(text: string): void
}

const VOICE_TEXTS = { listening: 'faqLearner.micListening', recognising: 'faqLearner.micRecognising' } as const

/**
 * The learner's answer, as in a WeChat chat: when the server recognises audio, hold to talk (the
 * partial text shows live, a release sends the final text as a spoken answer, a slide up cancels),
 * with a switch to the keyboard; else typed only.
 */
export function AnswerBox({ draft, enabled, speech, onDraft, onSend }: Props) {
  const t = useTranslate()
  const [typing, setTyping] = useState(false)
  const { voice, notice, clearNotice } = speech
  const idle = voice.state === 'idle'
  const speaking = voice.available && !typing
  const send = () => {
    if (enabled && idle && draft.trim()) onSend(draft)
  }

  return (
    <View className="faq-answer">
      <VoiceStatus voice={voice} notice={notice} onAllowed={clearNotice} texts={VOICE_TEXTS} />
      <View className="practice-composer__row">
        {voice.available && <InputModeSwitch typing={typing} onSwitch={setTyping} />}
        {speaking ? (
          <HoldToTalk voice={voice} draft={draft} onDraft={onDraft} onHold={clearNotice} disabled={!enabled} />
        ) : (
          <Input
            id="answer"
            className="faq-input"
            value={draft}
            maxlength={FAQ_ANSWER_TEXT_MAX}
            disabled={!enabled || !idle}
            placeholder={t('faqLearner.typeAnswer')}
            confirmType="send"
            onInput={(event) => onDraft(event.detail.value)}
            onConfirm={send}
          />
        )}
      </View>
      {!speaking && (
        <Button id="send" className="primary-action" disabled={!enabled || !idle || !draft.trim()} onClick={send}>
          {t('faqLearner.send')}
        </Button>
      )}
    </View>
  )
}
