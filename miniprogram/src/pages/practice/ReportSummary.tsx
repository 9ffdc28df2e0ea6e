import { Text, View } from '@tarojs/components'
import { scoreItemName, type MessageKey, type PracticeSessionView } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'

const DIMENSIONS = ['completeness', 'turnscore', 'keywords', 'polite'] as const
const END_REASONS = ['completed', 'requested', 'silenceLimit', 'nonStandardLimit', 'flowError']

/** The total and the pass, or that the session is not finished, and why it ended. */
export function ReportTotal({ session }: { session: PracticeSessionView }) {
  const t = useTranslate()
  const { result } = session
  return (
    <>
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
    </>
  )
}

/** The scores in detail: completeness, the dimensions, the rules with their weights, and the counts of the dialogue. */
export function ReportScores({ result }: { result: NonNullable<PracticeSessionView['result']> }) {
  const t = useTranslate()
  return (
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
            {scoreItemName(t, item.name)} {t('practiceLearner.report.weight', { weight: item.weight })}
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
  )
}
