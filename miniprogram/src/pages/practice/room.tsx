import { useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { keptSession, type PracticeScenarioSummary } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { PrivacyPopup } from '../../components/PrivacyPopup'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { confirm } from '../../lib/feedback'
import { showPracticeReport, type PracticeTarget } from '../../lib/navigation'
import { taroStorage } from '../../lib/storage'
import { fetchPracticeScenarios } from '../../services/practice'
import { PRACTICE_ZH_CN } from '../../i18n/practiceZhCN'
import { i18n } from '../../services/i18nStore'
import { PausedCard, PracticeFooter } from './RoomControls'
import { Transcript } from './Transcript'
import { usePracticeSession, type PracticeSessionApi } from './usePracticeSession'
import '../../components/training.css'
import './practice.css'

// The practice namespace's zh-CN strings travel with this subpackage.
i18n.registerZhCN('practice', PRACTICE_ZH_CN)

/** WeChat hands page options over as they were in the URL, still percent-encoded. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

/** The connection line: connecting, reconnecting after a drop (the session is joined again), or the handshake's refusal. */
function ConnectionState({ practice }: { practice: PracticeSessionApi }) {
  const t = useTranslate()
  if (practice.connection === 'online') return null
  if (practice.connection === 'failed') return <Notice id="connection" text={t('practiceLearner.connectFailed', { message: practice.connectError })} />
  return <Notice id="connection" tone="info" text={t(practice.connection === 'reconnecting' ? 'practiceLearner.reconnecting' : 'practiceLearner.connecting')} />
}

/** The scenario's cover before a session: its name, customer and description, and Start. */
function ScenarioCover({ scenarioId, practice }: { scenarioId: string; practice: PracticeSessionApi }) {
  const t = useTranslate()
  const [scenario, setScenario] = useState<PracticeScenarioSummary | null>(null)
  useEffect(() => {
    let live = true
    fetchPracticeScenarios()
      .then((rows) => live && setScenario(rows.find((row) => row.id === scenarioId) ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [scenarioId])
  return (
    <View id="cover" className="card">
      {scenario && (
        <>
          <Text className="card__title">{scenario.name}</Text>
          {scenario.customername && <Text className="card__meta">{t('practiceLearner.customer', { name: scenario.customername })}</Text>}
          {scenario.description && <Text className="card__meta">{scenario.description}</Text>}
        </>
      )}
      <Button
        id="start"
        className="primary-action"
        loading={practice.busy}
        disabled={practice.connection !== 'online' || practice.busy}
        onClick={() => void practice.start(scenarioId)}
      >
        {t('practiceLearner.start')}
      </Button>
    </View>
  )
}

/**
 * A scenario's live practice (`?scenario=&session=`, or `&package=&child=` for a scenario child
 * task): the dialogue over socket.io, typed or spoken answers, pause and resume (the 30-minute
 * limit: restart or end), end and submit, then the report. A dropped connection rejoins the same
 * session; a free practice's running session is kept in storage, so reopening its scenario resumes it.
 */
export default function PracticeRoom() {
  const t = useTranslate()
  const params = useRouter().params
  const scenarioId = params.scenario ?? ''
  const childId = params.child ?? ''
  const packageId = params.package ?? ''
  const target: PracticeTarget = { scenario: scenarioId, package: packageId, child: childId }
  const taskTitle = childId ? decoded(params.title ?? '') : ''
  const [sessionId] = useState(() => params.session || (childId ? '' : keptSession(taroStorage, scenarioId)))
  // A task's practice is titled with the task, free practice with its own name.
  usePageChrome('practiceLearner.title', taskTitle)

  const practice = usePracticeSession({ sessionId, scenarioId, childId })
  const { session } = practice

  const paused = session?.status === 'paused'
  const report = () => session && void showPracticeReport(session.id, target)
  const endAndSubmit = async () => {
    const confirmed = await confirm(t, t('practiceLearner.endConfirm'), { confirm: 'practiceLearner.endConfirmButton', cancel: 'practiceLearner.cancel' })
    if (confirmed && (await practice.end())) report()
  }

  return (
    <View id="practice-room" className="practice-page">
      {taskTitle && (
        <Text id="task-title" className="practice-task">
          {t('practiceLearner.task.label', { title: taskTitle })}
        </Text>
      )}
      <ConnectionState practice={practice} />
      <Notice id="practice-error" text={practice.error || null} />
      {session && <Text className="practice-name">{session.scenarioname}</Text>}
      {!session && !sessionId && <ScenarioCover scenarioId={scenarioId} practice={practice} />}
      {session && (
        <>
          <Transcript session={session} liveReply={practice.liveReply} />
          {paused && <PausedCard practice={practice} scenarioId={scenarioId} childId={childId} onReport={report} />}
          {session.status === 'finished' ? (
            <Button id="open-report" className="primary-action" onClick={report}>
              {t('practiceLearner.report.open')}
            </Button>
          ) : (
            <PracticeFooter practice={practice} onEnd={() => void endAndSubmit()} />
          )}
        </>
      )}
      <Watermark />
      <PrivacyPopup />
    </View>
  )
}
