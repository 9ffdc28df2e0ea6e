import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { createPracticeReportStore, type MessageKey } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { goBack, practiseAgain } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { practiceApi } from '../../services/practice'
import { PRACTICE_ZH_CN } from '../../i18n/practiceZhCN'
import { i18n } from '../../stores/i18n'
import { CustomerLine } from './CustomerLine'
import { ReportTurn } from './ReportTurn'
import '../../components/training.css'
import './practice.css'

// The practice namespace's zh-CN strings travel with this subpackage.
i18n.registerZhCN('practice', PRACTICE_ZH_CN)

const DIMENSIONS = ['completeness', 'turnscore', 'keywords', 'polite'] as const
const END_REASONS = ['completed', 'requested', 'silenceLimit', 'nonStandardLimit', 'flowError']

/**
 * The report of a practice (`?session=`, from `GET api/trainning/v3/practice/session/{id}`):
 * total and pass, completeness, the dimensions and rules, and every answer with the criteria and
 * the span of the sentence each cites; the customer's lines replay their audio.
 */
export default function PracticeReport() {
  const t = useTranslate()
  const params = useRouter().params
  const sessionId = params.session ?? ''
  const [store] = useState(() => createPracticeReportStore({ sessionId, fetchSession: practiceApi.session }))
  usePageChrome('practiceLearner.report.title')
  useEffect(() => void store.getState().load(), [store])
  const { session, failure, load } = useStore(store)

  if (!session) {
    return (
      <View className="practice-page">
        {failure ? (
          <>
            <Notice id="load-error" text={messageOf(t, failure.error, 'practiceLearner.report.loadFailed')} />
            <Button id="retry" className="primary-action" onClick={() => void load()}>
              {t('common.retry')}
            </Button>
          </>
        ) : (
          <Text className="empty">{t('app.loading')}</Text>
        )}
      </View>
    )
  }
  const { result } = session
  const scenario = params.scenario || session.scenarioid || ''
  const again = scenario || params.child ? () => void practiseAgain({ scenario, package: params.package, child: params.child }) : null
  return (
    <View id="practice-report" className="practice-page">
      <Text className="practice-name">{session.scenarioname}</Text>
      {session.status !== 'finished' ? (
        <Text className="card__meta">{t('practiceLearner.report.notFinished')}</Text>
      ) : (
        <View className="card practice-total">
          <Text id="report-score" className="practice-total__score">
            {Math.round(session.score ?? 0)}
          </Text>
          <Text id="report-passed" className={session.passed ? 'practice-pass' : 'practice-fail'}>
            {t(session.passed ? 'practiceLearner.report.passed' : 'practiceLearner.report.failed')}
          </Text>
          {result && <Text className="card__meta">{t('practiceLearner.report.passScore', { score: result.passscore })}</Text>}
        </View>
      )}
      {session.endreason && END_REASONS.includes(session.endreason) && (
        <Text className="card__meta">{t(`dialogue.endReasons.${session.endreason}` as MessageKey)}</Text>
      )}
      {result && (
        <View className="card">
          <Text id="report-completeness">
            {t('practiceLearner.report.completeness')} {Math.round(result.completeness)}
          </Text>
          <Text className="practice-heading">{t('practiceLearner.report.dimensions')}</Text>
          {DIMENSIONS.map((dimension) => (
            <View key={dimension} id={`dimension-${dimension}`} className="card__row">
              <Text>{t(`practiceLearner.report.dimension.${dimension}`)}</Text>
              <Text>{Math.round(result[dimension])}</Text>
            </View>
          ))}
          {result.items.length > 0 && <Text className="practice-heading">{t('practiceLearner.report.items')}</Text>}
          {result.items.map((item) => (
            <View key={item.name} className="card__row">
              <Text>
                {item.name} {t('practiceLearner.report.weight', { weight: item.weight })}
              </Text>
              <Text>{Math.round(item.score)}</Text>
            </View>
          ))}
          <Text className="card__meta">
            {t('practiceLearner.report.summary', {
              turns: result.summary.turns,
              nonStandard: result.summary.nonStandardAnswers,
              timeouts: result.summary.timeouts,
              silences: result.summary.silences,
            })}
          </Text>
        </View>
      )}
      <Text className="practice-heading">{t('practiceLearner.report.turns')}</Text>
      {session.opening.map((line, index) => (
        <CustomerLine key={index} id={`ro${index}`} line={line} source={{ sessionId: session.id, turn: 0, index }} />
      ))}
      {session.turns.map((turn) => (
        <ReportTurn key={turn.seq} sessionId={session.id} turn={turn} />
      ))}
      {again && (
        <Button id="again" className="primary-action" onClick={again}>
          {t('practiceLearner.report.again')}
        </Button>
      )}
      <Button id="back" onClick={() => void goBack()}>
        {t(params.child ? 'practiceLearner.task.back' : 'practiceLearner.report.list')}
      </Button>
    </View>
  )
}
