import { Button, Input, Text, View } from '@tarojs/components'
import { FAQ_ANSWER_TEXT_MAX } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'
import { MicSettings } from '../MicSettings'
import type { DrillVoice } from './useDrillVoice'

interface Props {
  draft: string
  /** The thinking or answer time runs: the answer can be given. */
  enabled: boolean
  speech: DrillVoice
  onDraft(text: string): void
  onSend(text: string): void
}

/**
 * The learner's answer: typed, or spoken when the server recognises audio — tap to talk, tap again
 * to stop; the partial text fills the input live and the final text is sent as a spoken answer.
 */
export function AnswerBox({ draft, enabled, speech, onDraft, onSend }: Props) {
  const t = useTranslate()
  const { voice, notice, toggle, clearNotice } = speech
  const recording = voice.state === 'recording'
  const idle = voice.state === 'idle'
  const send = () => {
    if (enabled && idle && draft.trim()) onSend(draft)
  }

  return (
    <View className="faq-answer">
      {recording && <Text className="practice-mic-state">{t('faqLearner.micListening')}</Text>}
      {voice.state === 'recognising' && <Text className="practice-mic-state">{t('faqLearner.micRecognising')}</Text>}
      {notice && (
        <Text id="voice-notice" className="practice-mic-error">
          {notice}
        </Text>
      )}
      <MicSettings voice={voice} onAllowed={clearNotice} />
      {voice.unavailable && (
        <Text id="mic-unsupported" className="practice-mic-note">
          {t('practiceLearner.micUnsupported')}
        </Text>
      )}
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
      <View className="faq-answer__actions">
        {voice.available && (
          <Button
            id="mic"
            className={`faq-answer__button practice-mic${recording ? ' practice-mic--on' : ''}`}
            disabled={(!enabled && !recording) || voice.state === 'recognising'}
            onClick={toggle}
          >
            {t(recording ? 'faqLearner.stopSpeaking' : 'faqLearner.speak')}
          </Button>
        )}
        <Button id="send" className="faq-answer__button primary-action" disabled={!enabled || !idle || !draft.trim()} onClick={send}>
          {t('faqLearner.send')}
        </Button>
      </View>
    </View>
  )
}
