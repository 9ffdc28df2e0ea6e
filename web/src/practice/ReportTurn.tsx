import { citationsOf, segmentsOf, type CriterionKind, type MessageKey, type PracticeTurn } from '@peilian/shared';
import { useT } from '../app/hooks';
import { CustomerLine } from './CustomerLine';
import { LearnerRecording } from './LearnerRecording';

const KIND_LABEL: Record<CriterionKind, MessageKey> = {
  keyword: 'practiceLearner.report.keywordsHit',
  sensitive: 'practiceLearner.report.sensitive',
  polite: 'practiceLearner.report.polite',
};

type Citation = ReturnType<typeof citationsOf>[number];

/** The answer's sentence with each cited span marked (a timed-out turn says so instead). */
function MarkedSentence({ turn, citations }: { turn: PracticeTurn; citations: Citation[] }) {
  const t = useT();
  return (
    <div className="practice-report-sentence" data-testid="report-sentence">
      {turn.outcome === 'timeout'
        ? t('practiceLearner.timeoutTurn')
        : segmentsOf(turn.text, citations).map((segment, index) =>
            segment.kind ? (
              <mark key={index} className={`practice-mark practice-mark-${segment.kind}`} data-kind={segment.kind} data-testid="report-mark">
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
    </div>
  );
}

/** One criterion the answer met (or broke): its kind, its word, and the span that cites it. */
function CriterionItem({ citation }: { citation: Citation }) {
  const t = useT();
  return (
    <li className={`practice-criterion practice-criterion-${citation.kind}`} data-kind={citation.kind} data-testid="report-criterion">
      <span className="practice-criterion-label">{t(KIND_LABEL[citation.kind])}</span>
      <span className="practice-criterion-word">{citation.word}</span>
      {citation.span && (
        <q
          className={`practice-mark practice-mark-${citation.kind}`}
          data-testid="report-criterion-span"
          data-start={citation.span.start}
          data-end={citation.span.end}
        >
          {citation.span.text}
        </q>
      )}
    </li>
  );
}

/**
 * One answer in the report: the sentence with every cited span marked (and the learner's own
 * recording of a spoken answer), its criteria beside their spans, the customer's reply.
 */
export function ReportTurn({ sessionId, turn }: { sessionId: string; turn: PracticeTurn }) {
  const t = useT();
  const citations = citationsOf(turn);
  return (
    <div className="practice-report-turn" data-testid={`report-turn-${turn.seq}`}>
      <div className="practice-report-turn-head">
        <span data-testid="report-turn-outcome">{t(`practiceLearner.report.outcome.${turn.outcome}` as MessageKey)}</span>
        <b data-testid="report-turn-score">{t('practiceLearner.report.turnScore', { score: Math.round(turn.score) })}</b>
      </div>
      <MarkedSentence turn={turn} citations={citations} />
      {turn.learneraudio && <LearnerRecording sessionId={sessionId} seq={turn.seq} />}
      <div className="practice-report-meta">
        {turn.intentlabel && <span>{t('practiceLearner.report.intent', { label: turn.intentlabel })}</span>}
        {turn.outcome !== 'timeout' && <span>{t('practiceLearner.report.similarity', { value: Math.round(turn.similarity * 100) })}</span>}
      </div>
      {citations.length > 0 && (
        <ul className="practice-criteria">
          {citations.map((citation, index) => (
            <CriterionItem key={index} citation={citation} />
          ))}
        </ul>
      )}
      {turn.keywords && turn.keywords.missed.length > 0 && (
        <div className="practice-criterion practice-criterion-missed" data-testid="report-missed">
          <span className="practice-criterion-label">{t('practiceLearner.report.keywordsMissed')}</span>
          {turn.keywords.missed.map((clause) => clause.join(' / ')).join('，')}
        </div>
      )}
      {turn.lines.map((line, index) => (
        <CustomerLine key={index} line={line} source={{ sessionId, turn: turn.seq, index }} testId="report-customer-line" />
      ))}
    </div>
  );
}
