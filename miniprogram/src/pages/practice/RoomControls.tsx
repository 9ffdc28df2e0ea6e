import { Button, Text, View } from '@tarojs/components'
import { canInterrupt } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { Composer } from './Composer'
import type { PracticeSessionApi } from './usePracticeSession'

interface PausedCardProps {
  practice: PracticeSessionApi
  /** The scenario to start again, when the session does not name it. */
  scenarioId: string
  childId: string
  onReport(): void
}

/** A paused session: resume it, or past the pause limit restart the scenario or end and submit. */
export function PausedCard({ practice, scenarioId, childId, onReport }: PausedCardProps) {
  const t = useTranslate()
  const { session } = practice
  const online = practice.connection === 'online'
  if (!session) return null
  return (
    <View id="paused" className="card">
      {practice.pauseExpired ? (
        <>
          <Button
            id="restart"
            className="primary-action"
            disabled={!online || practice.busy || !(scenarioId || childId)}
            onClick={() => void practice.start(session.scenarioid ?? scenarioId)}
          >
            {t('practiceLearner.restart')}
          </Button>
          <Button id="expired-end" disabled={!online || practice.busy} onClick={() => void practice.end().then((ended) => ended && onReport())}>
            {t('practiceLearner.endSubmit')}
          </Button>
        </>
      ) : (
        <>
          <Text className="card__meta">{t('practiceLearner.paused')}</Text>
          <Button id="resume" className="primary-action" disabled={!online || practice.busy} onClick={() => void practice.resume()}>
            {t('practiceLearner.resume')}
          </Button>
        </>
      )}
    </View>
  )
}

interface PracticeFooterProps {
  practice: PracticeSessionApi
  onEnd(): void
}

/** Below a live session: the hints, the answer composer, pause and end. */
export function PracticeFooter({ practice, onEnd }: PracticeFooterProps) {
  const t = useTranslate()
  const { session } = practice
  const online = practice.connection === 'online'
  const running = session?.status === 'running'
  if (!session) return null
  return (
    <View className="practice-footer">
      {running && session.hints.length > 0 && (
        <Text id="hints" className="practice-hints">
          {t('practiceLearner.hints')} {session.hints.map((hint) => hint.label).join(' / ')}
        </Text>
      )}
      {canInterrupt(practice) && (
        <Button id="interrupt" className="touch-mini" onClick={() => void practice.interrupt()}>
          {t('practiceLearner.interrupt')}
        </Button>
      )}
      <Composer
        socket={practice.socket}
        sessionId={session.id}
        draft={practice.draft}
        onDraft={practice.setDraft}
        onSend={(text) => void practice.answer(text)}
        onSpeaking={practice.setLearnerSpeaking}
        disabled={!online || practice.busy || !running}
      />
      <View className="practice-actions">
        {running && session.pausable && (
          <Button id="pause" size="mini" className="touch-mini" disabled={!online || practice.busy} onClick={() => void practice.pause()}>
            {t('practiceLearner.pause')}
          </Button>
        )}
        <Button id="end" size="mini" className="practice-end touch-mini" disabled={!online || practice.busy} onClick={onEnd}>
          {t('practiceLearner.end')}
        </Button>
      </View>
    </View>
  )
}
