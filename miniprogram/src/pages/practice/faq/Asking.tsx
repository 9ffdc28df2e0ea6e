import { Button, Text, View } from '@tarojs/components'
import { currentQuestion, isLastDrillQuestion, type FaqDrillStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { Notice } from '../../../components/Notice'
import { useTranslate } from '../../../hooks/useTranslate'
import { AnswerBox } from './AnswerBox'
import { Countdown } from './Countdown'
import { Feedback } from './Feedback'
import { QuestionCard } from './QuestionCard'
import { useDrillVoice } from './useDrillVoice'
import { useDrillSocket } from './useFaqDrill'
import { useQuestionAudio } from './useQuestionAudio'

/**
 * One question at a time: the customer asks it aloud (skippable), the thinking and answer times
 * run, the learner types or speaks the answer, and the scored answer shows until "下一题". An answer
 * waiting for the connection is announced, with a retry.
 */
export function Asking({ store }: { store: FaqDrillStore }) {
  const t = useTranslate()
  const socket = useDrillSocket()
  const drill = useStore(store, (state) => state.drill)
  const index = useStore(store, (state) => state.index)
  const question = useStore(store, currentQuestion)
  const phase = useStore(store, (state) => state.phase)
  const deadline = useStore(store, (state) => state.deadline)
  const draft = useStore(store, (state) => state.draft)
  const feedback = useStore(store, (state) => state.feedback)
  const waiting = useStore(store, (state) => state.offline && state.waiting !== null)
  const skip = useQuestionAudio(store, drill?.id ?? '', question?.seq ?? 0, phase === 'speaking')
  const speech = useDrillVoice(store, socket)
  if (!drill || !question) return null
  const { setDraft, answer, next, retry } = store.getState()
  const answering = phase === 'thinking' || phase === 'answering'

  return (
    <View id="asking">
      <QuestionCard question={question} index={index} total={drill.questions.length} />
      {phase === 'speaking' && (
        <View id="listening" className="faq-listening">
          <Text className="faq-listening__text">{t('faqLearner.listening')}</Text>
          <Button id="skip" className="touch-mini" size="mini" onClick={skip}>
            {t('faqLearner.skipListening')}
          </Button>
        </View>
      )}
      {answering && deadline !== null && <Countdown key={`${question.seq}:${phase}`} phase={phase} deadline={deadline} />}
      {waiting && (
        <View id="offline" className="faq-offline">
          <Notice id="offline-notice" tone="info" text={t('faqLearner.offline')} />
          <Button id="retry-send" className="touch-mini" size="mini" onClick={() => void retry()}>
            {t('faqLearner.retry')}
          </Button>
        </View>
      )}
      {phase === 'sending' && !waiting && (
        <Text id="sending" className="card__meta">
          {t('faqLearner.sending')}
        </Text>
      )}
      {phase === 'feedback' && feedback ? (
        <Feedback answer={feedback} last={isLastDrillQuestion(drill, index)} onNext={() => void next()} />
      ) : (
        <AnswerBox draft={draft} enabled={answering} speech={speech} onDraft={setDraft} onSend={(text) => void answer('typed', text)} />
      )}
    </View>
  )
}
