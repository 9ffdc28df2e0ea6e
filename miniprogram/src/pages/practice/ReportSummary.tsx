import { Text, View } from '@tarojs/components'
import { endReasonText, failReasonText, formatScore, reportBreakdown, type PracticeResult, type PracticeSessionView } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'

const DIMENSIONS = ['completeness', 'turnscore', 'keywords', 'polite'] as const

/** The total and the pass and why it did not pass, or that the session is not finished, and why it ended. */
export function ReportTotal({ session }: { session: PracticeSessionView }) {
  const t = useTranslate()
  const { result } = session
  const failed = failReasonText(t, session)
  const ended = endReasonText(t, session)
  return (
    <>
      {session.status !== 'finished' ? (
        <Text className="card__meta">{t('practiceLearner.report.notFinished')}</Text>
      ) : (
        <View className="card practice-total">
          <Text id="report-score" className="practice-total__score">
            {formatScore(session.score ?? 0)}
          </Text>
          <Text id="report-passed" className={session.passed ? 'practice-pass' : 'practice-fail'}>
            {t(session.passed ? 'practiceLearner.report.passed' : 'practiceLearner.report.failed')}
          </Text>
          {result && <Text className="card__meta">{t('practiceLearner.report.passScore', { score: result.passscore })}</Text>}
        </View>
      )}
      {failed && (
        <Text id="report-failreason" className="practice-fail-reason">
          {failed}
        </Text>
      )}
      {ended && (
        <Text id="report-reason" className="card__meta">
          {ended}
        </Text>
      )}
    </>
  )
}

/** How the total is made: each rule item (or the two halves of the mean) with its weight, score and what it adds, and the sum. */
function ReportBreakdown({ result }: { result: PracticeResult }) {
  const t = useTranslate()
  const breakdown = reportBreakdown(t, result)
  return (
    <View id="report-breakdown" className="practice-breakdown">
      <Text className="practice-heading">{t('practiceLearner.report.breakdown.title')}</Text>
      <View className="practice-breakdown__row practice-breakdown__head">
        <Text className="practice-breakdown__name">{t('practiceLearner.report.breakdown.item')}</Text>
        <Text className="practice-breakdown__cell">{t('practiceLearner.report.breakdown.weight')}</Text>
        <Text className="practice-breakdown__cell">{t('practiceLearner.report.breakdown.score')}</Text>
        <Text className="practice-breakdown__cell">{t('practiceLearner.report.breakdown.points')}</Text>
      </View>
      {breakdown.parts.map((part, index) => (
        <View key={part.key} id={`breakdown-${index}`} className="practice-breakdown__row">
          <Text className="practice-breakdown__name">{part.name}</Text>
          <Text className="practice-breakdown__cell">{part.weight}</Text>
          <Text className="practice-breakdown__cell">{formatScore(part.score)}</Text>
          <Text id={`breakdown-points-${index}`} className="practice-breakdown__cell">
            {formatScore(part.points)}
          </Text>
        </View>
      ))}
      <View className="practice-breakdown__row practice-breakdown__total">
        <Text className="practice-breakdown__name">{t('practiceLearner.report.breakdown.total')}</Text>
        <Text id="breakdown-total" className="practice-breakdown__cell">
          {formatScore(breakdown.total)}
        </Text>
      </View>
      <Text id="breakdown-formula" className="card__meta">
        {breakdown.formulaText}
      </Text>
      {breakdown.answersText && <Text className="card__meta">{breakdown.answersText}</Text>}
    </View>
  )
}

/** The scores in detail: how the total is made, completeness and its steps, the dimensions, and the counts of the dialogue. */
export function ReportScores({ result }: { result: NonNullable<PracticeSessionView['result']> }) {
  const t = useTranslate()
  const { completenessText } = reportBreakdown(t, result)
  return (
    <View className="card">
      <ReportBreakdown result={result} />
      <Text id="report-completeness">
        {t('practiceLearner.report.completeness')} {formatScore(result.completeness)}
        {completenessText ? ` · ${completenessText}` : ''}
      </Text>
      <Text className="practice-heading">{t('practiceLearner.report.dimensions')}</Text>
      {DIMENSIONS.map((dimension) => (
        <View key={dimension} id={`dimension-${dimension}`} className="card__row">
          <Text>{t(`practiceLearner.report.dimension.${dimension}`)}</Text>
          <Text>{formatScore(result[dimension])}</Text>
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
