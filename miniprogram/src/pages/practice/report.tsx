import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { createPracticeReportStore, reportEntries } from '@peilian/shared'
import { AppealEntry } from '../../components/AppealEntry'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { goBack, practiseAgain } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { practiceApi } from '../../services/practice'
import { PRACTICE_ZH_CN } from '../../i18n/practiceZhCN'
import { i18n } from '../../services/i18nStore'
import { CustomerLine } from './CustomerLine'
import { useRecordingReplay } from './LearnerRecording'
import { ReportStep, ReportTurn } from './ReportTurn'
import { ReportScores, ReportTotal } from './ReportSummary'
import { ChecklistResult, CoachReview } from './RoleplayReview'
import '../../components/training.css'
import './practice.css'

// The practice namespace's zh-CN strings travel with this subpackage.
i18n.registerZhCN('practice', PRACTICE_ZH_CN)

/** Before the report is here: loading, or why it could not be read with a retry. */
function ReportLoading({ failure, onRetry }: { failure: { error: unknown } | null; onRetry(): void }) {
  const t = useTranslate()
  return (
    <View className="practice-page">
      {failure ? (
        <>
          <Notice id="load-error" text={messageOf(t, failure.error, 'practiceLearner.report.loadFailed')} />
          <Button id="retry" className="primary-action" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <Text className="empty">{t('app.loading')}</Text>
      )}
    </View>
  )
}

/**
 * The report of a practice (`?session=`, from `GET api/trainning/v3/practice/session/{id}`):
 * total and pass (and why not), how the total is made, completeness, the dimensions, and every
 * answer with why it scored what it did, the criteria and the span of the sentence each cites
 * (the steps left without an answer between them); the customer's lines replay their audio, and a spoken
 * answer the learner's own recording.
 */
export default function PracticeReport() {
  const t = useTranslate()
  const params = useRouter().params
  const sessionId = params.session ?? ''
  const [store] = useState(() => createPracticeReportStore({ sessionId, fetchSession: practiceApi.session, fetchCoach: practiceApi.coach }))
  const replay = useRecordingReplay(sessionId)
  usePageChrome('practiceLearner.report.title')
  useEffect(() => void store.getState().load(), [store])
  const { session, failure, load, coach, loadCoach } = useStore(store)

  if (!session) return <ReportLoading failure={failure} onRetry={() => void load()} />
  const { result } = session
  const scenario = params.scenario || session.scenarioid || ''
  const again = scenario || params.child ? () => void practiseAgain({ scenario, package: params.package, child: params.child }) : null
  return (
    <View id="practice-report" className="practice-page">
      <Text className="practice-name">{session.scenarioname}</Text>
      <ReportTotal session={session} />
      {result && <ReportScores result={result} />}
      {result && <ChecklistResult checklist={result.checklist} />}
      <CoachReview coach={coach} onRetry={() => void loadCoach()} />
      <Text className="practice-heading">{t('practiceLearner.report.turns')}</Text>
      {session.opening.map((line, index) => (
        <CustomerLine key={index} id={`ro${index}`} line={line} source={{ sessionId: session.id, turn: 0, index }} />
      ))}
      {reportEntries(t, session).map((entry) =>
        entry.kind === 'turn' ? (
          <ReportTurn key={entry.turn.seq} sessionId={session.id} turn={entry.turn} reasons={entry.reasons} replay={replay} />
        ) : (
          <ReportStep key={entry.step.nodeid} step={entry.step} text={entry.text} />
        ),
      )}
      {session.status === 'finished' && session.score !== null && <AppealEntry type="practice" recordid={session.id} />}
      {again && (
        <Button id="again" className="primary-action" onClick={again}>
          {t('practiceLearner.report.again')}
        </Button>
      )}
      <Button id="back" onClick={() => void goBack()}>
        {t(params.child ? 'practiceLearner.task.back' : 'practiceLearner.report.list')}
      </Button>
      <Watermark />
    </View>
  )
}
