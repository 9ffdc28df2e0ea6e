import {
  citationsOf,
  formatScore,
  keywordsSaid,
  segmentsOf,
  type CriterionKind,
  type MessageKey,
  type PracticeStep,
  type PracticeTurn,
  type TurnReason,
} from '@peilian/shared';
import { useT } from '../app';
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

/** One criterion the answer met (or broke): its kind, its word (a keyword in the words said), and the span that cites it. */
function CriterionItem({ citation, word }: { citation: Citation; word: string }) {
  const t = useT();
  return (
    <li className={`practice-criterion practice-criterion-${citation.kind}`} data-kind={citation.kind} data-testid="report-criterion">
      <span className="practice-criterion-label">{t(KIND_LABEL[citation.kind])}</span>
      <span className="practice-criterion-word">{word}</span>
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

/** Why the answer scored what it did: timed out or moved on, keywords said and missed, penalties. */
function TurnReasons({ reasons }: { reasons: TurnReason[] }) {
  return (
    <ul className="practice-reasons" data-testid="report-reasons">
      {reasons.map((reason) => (
        <li key={reason.kind} data-kind={reason.kind} data-testid="report-reason">
          {reason.text}
        </li>
      ))}
    </ul>
  );
}

/** A learner step without an answer of its own (skipped by a jump, not answered, ended by silence), where the flow met it. */
export function ReportStep({ step, text }: { step: PracticeStep; text: string }) {
  return (
    <div className="practice-report-step" data-testid="report-step" data-outcome={step.outcome}>
      {text}
    </div>
  );
}

/**
 * One answer in the report: its score and why, the sentence with every cited span marked (and the
 * learner's own recording of a spoken answer), its criteria beside their spans, the customer's reply.
 */
export function ReportTurn({ sessionId, turn, reasons }: { sessionId: string; turn: PracticeTurn; reasons: TurnReason[] }) {
  const t = useT();
  const citations = citationsOf(turn);
  const said = keywordsSaid(turn, t);
  const wordOf = (citation: Citation) =>
    citation.kind === 'keyword' ? (said[turn.keywords?.hit.indexOf(citation.word) ?? -1] ?? citation.word) : citation.word;
  return (
    <div className="practice-report-turn" data-testid={`report-turn-${turn.seq}`}>
      <div className="practice-report-turn-head">
        <span data-testid="report-turn-outcome">{t(`practiceLearner.report.outcome.${turn.outcome}` as MessageKey)}</span>
        <b data-testid="report-turn-score">{t('practiceLearner.report.turnScore', { score: formatScore(turn.score) })}</b>
      </div>
      {reasons.length > 0 && <TurnReasons reasons={reasons} />}
      <MarkedSentence turn={turn} citations={citations} />
      {turn.learneraudio && <LearnerRecording sessionId={sessionId} seq={turn.seq} />}
      <div className="practice-report-meta">
        {turn.intentlabel && <span>{t('practiceLearner.report.intent', { label: turn.intentlabel })}</span>}
        {turn.outcome !== 'timeout' && <span>{t('practiceLearner.report.similarity', { value: Math.round(turn.similarity * 100) })}</span>}
      </div>
      {citations.length > 0 && (
        <ul className="practice-criteria">
          {citations.map((citation, index) => (
            <CriterionItem key={index} citation={citation} word={wordOf(citation)} />
          ))}
        </ul>
      )}
      {turn.lines.map((line, index) => (
        <CustomerLine key={index} line={line} source={{ sessionId, turn: turn.seq, index }} testId="report-customer-line" />
      ))}
    </div>
  );
}
