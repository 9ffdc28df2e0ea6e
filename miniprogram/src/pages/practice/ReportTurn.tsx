import { Text, View } from '@tarojs/components'
import {
  citationsOf,
  formatScore,
  keywordsSaid,
  segmentsOf,
  type CriterionKind,
  type MessageKey,
  type PracticeStep,
  type PracticeTurn,
  type RecordingReplayStore,
  type TurnReason,
} from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { CustomerLine } from './CustomerLine'
import { LearnerRecording } from './LearnerRecording'

const KIND_LABEL: Record<CriterionKind, MessageKey> = {
  keyword: 'practiceLearner.report.keywordsHit',
  sensitive: 'practiceLearner.report.sensitive',
  polite: 'practiceLearner.report.polite',
}

/** A learner step without an answer of its own (skipped by a jump, not answered, ended by silence), where the flow met it. */
export function ReportStep({ step, text }: { step: PracticeStep; text: string }) {
  return (
    <View id={`report-step-${step.nodeid}`} className="card practice-step">
      <Text>{text}</Text>
    </View>
  )
}

interface Props {
  sessionId: string
  turn: PracticeTurn
  /** Why the answer scored what it did. */
  reasons: TurnReason[]
  replay: RecordingReplayStore
}

/**
 * One answer in the report: its score and why, the sentence with every cited span marked (and the
 * learner's own recording of a spoken answer), its criteria beside their spans (a keyword in the
 * words said), the customer's reply.
 */
export function ReportTurn({ sessionId, turn, reasons, replay }: Props) {
  const t = useTranslate()
  const citations = citationsOf(turn)
  const segments = segmentsOf(turn.text, citations)
  const said = keywordsSaid(turn, t)
  return (
    <View id={`report-turn-${turn.seq}`} className="card">
      <View className="card__row">
        <Text className="card__meta">{t(`practiceLearner.report.outcome.${turn.outcome}` as MessageKey)}</Text>
        <Text className="practice-score">{t('practiceLearner.report.turnScore', { score: formatScore(turn.score) })}</Text>
      </View>
      {reasons.map((reason) => (
        <Text key={reason.kind} id={`reason-${turn.seq}-${reason.kind}`} className={`practice-reason practice-reason--${reason.kind}`}>
          {reason.text}
        </Text>
      ))}
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
          <Text className="practice-criterion__word">
            {citation.kind === 'keyword' ? (said[turn.keywords?.hit.indexOf(citation.word) ?? -1] ?? citation.word) : citation.word}
          </Text>
          {citation.span && (
            <Text id={`span-${turn.seq}-${index}`} className={`practice-mark practice-mark--${citation.kind}`}>
              “{citation.span.text}”
            </Text>
          )}
        </View>
      ))}
      {turn.lines.map((line, index) => (
        <CustomerLine key={index} id={`r${turn.seq}-${index}`} line={line} source={{ sessionId, turn: turn.seq, index }} />
      ))}
    </View>
  )
}
