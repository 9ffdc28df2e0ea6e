import { Text, View } from '@tarojs/components'
import { citationsOf, segmentsOf, type CriterionKind, type MessageKey, type PracticeTurn, type RecordingReplayStore } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { CustomerLine } from './CustomerLine'
import { LearnerRecording } from './LearnerRecording'

const KIND_LABEL: Record<CriterionKind, MessageKey> = {
  keyword: 'practiceLearner.report.keywordsHit',
  sensitive: 'practiceLearner.report.sensitive',
  polite: 'practiceLearner.report.polite',
}

/**
 * One answer in the report: the sentence with every cited span marked (and the learner's own
 * recording of a spoken answer), its criteria beside their spans, the customer's reply.
 */
export function ReportTurn({ sessionId, turn, replay }: { sessionId: string; turn: PracticeTurn; replay: RecordingReplayStore }) {
  const t = useTranslate()
  const citations = citationsOf(turn)
  const segments = segmentsOf(turn.text, citations)
  return (
    <View id={`report-turn-${turn.seq}`} className="card">
      <View className="card__row">
        <Text className="card__meta">{t(`practiceLearner.report.outcome.${turn.outcome}` as MessageKey)}</Text>
        <Text className="practice-score">{t('practiceLearner.report.turnScore', { score: Math.round(turn.score) })}</Text>
      </View>
      <View className="practice-sentence">
        {turn.outcome === 'timeout' ? (
          <Text>{t('practiceLearner.timeoutTurn')}</Text>
        ) : (
          segments.map((segment, index) => (
            <Text key={index} className={segment.kind ? `practice-mark practice-mark--${segment.kind}` : ''}>
              {segment.text}
            </Text>
          ))
        )}
      </View>
      {turn.learneraudio && <LearnerRecording replay={replay} seq={turn.seq} />}
      <View className="card__meta">
        {turn.intentlabel && <Text>{t('practiceLearner.report.intent', { label: turn.intentlabel })} </Text>}
        {turn.outcome !== 'timeout' && <Text>{t('practiceLearner.report.similarity', { value: Math.round(turn.similarity * 100) })}</Text>}
      </View>
      {citations.map((citation, index) => (
        <View key={index} id={`criterion-${turn.seq}-${index}`} className="practice-criterion">
          <Text className="practice-criterion__label">{t(KIND_LABEL[citation.kind])}</Text>
          <Text className="practice-criterion__word">{citation.word}</Text>
          {citation.span && (
            <Text id={`span-${turn.seq}-${index}`} className={`practice-mark practice-mark--${citation.kind}`}>
              “{citation.span.text}”
            </Text>
          )}
        </View>
      ))}
      {turn.keywords && turn.keywords.missed.length > 0 && (
        <View className="practice-criterion">
          <Text className="practice-criterion__label">{t('practiceLearner.report.keywordsMissed')}</Text>
          <Text>{turn.keywords.missed.map((clause) => clause.join(' / ')).join('，')}</Text>
        </View>
      )}
      {turn.lines.map((line, index) => (
        <CustomerLine key={index} id={`r${turn.seq}-${index}`} line={line} source={{ sessionId, turn: turn.seq, index }} />
      ))}
    </View>
  )
}
