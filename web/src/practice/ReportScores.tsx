import { endReasonText, failReasonText, formatScore, reportBreakdown, type PracticeResult, type PracticeSessionView } from '@peilian/shared';
import { useT } from '../app';

const DIMENSIONS = ['completeness', 'turnscore', 'keywords', 'polite'] as const;

/** The total, pass or fail against the pass score and why it did not pass (or that the practice has not finished), and why it ended. */
export function ReportScore({ session }: { session: PracticeSessionView }) {
  const t = useT();
  const { result } = session;
  const failed = failReasonText(t, session);
  const ended = endReasonText(t, session);
  return (
    <>
      {session.status !== 'finished' ? (
        <div className="practice-report-pending">{t('practiceLearner.report.notFinished')}</div>
      ) : (
        <div className="practice-report-score">
          <span className="practice-report-total" data-testid="practice-report-score">
            {formatScore(session.score ?? 0)}
          </span>
          <span className={session.passed ? 'practice-pass' : 'practice-fail'} data-testid="practice-report-passed">
            {t(session.passed ? 'practiceLearner.report.passed' : 'practiceLearner.report.failed')}
          </span>
          {result && <span className="practice-report-passscore">{t('practiceLearner.report.passScore', { score: result.passscore })}</span>}
        </div>
      )}
      {failed && (
        <div className="practice-report-failreason" data-testid="practice-report-failreason">
          {failed}
        </div>
      )}
      {ended && (
        <div className="practice-report-reason" data-testid="practice-report-reason">
          {ended}
        </div>
      )}
    </>
  );
}

/** How the total is made: each rule item (or the two halves of the mean) with its weight, score and what it adds, and the sum. */
function ReportBreakdown({ result }: { result: PracticeResult }) {
  const t = useT();
  const breakdown = reportBreakdown(t, result);
  return (
    <section className="practice-breakdown" data-testid="practice-report-breakdown" data-formula={breakdown.formula}>
      <h3 id="practice-breakdown-title">{t('practiceLearner.report.breakdown.title')}</h3>
      <table aria-labelledby="practice-breakdown-title">
        <thead>
          <tr>
            <th scope="col">{t('practiceLearner.report.breakdown.item')}</th>
            <th scope="col">{t('practiceLearner.report.breakdown.weight')}</th>
            <th scope="col">{t('practiceLearner.report.breakdown.score')}</th>
            <th scope="col">{t('practiceLearner.report.breakdown.points')}</th>
          </tr>
        </thead>
        <tbody>
          {breakdown.parts.map((part) => (
            <tr key={part.key} data-testid="breakdown-part">
              <th scope="row" data-testid="breakdown-name">
                {part.name}
              </th>
              <td data-testid="breakdown-weight">{part.weight}</td>
              <td>{formatScore(part.score)}</td>
              <td data-testid="breakdown-points">{formatScore(part.points)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('practiceLearner.report.breakdown.total')}
            </th>
            <td data-testid="breakdown-total">{formatScore(breakdown.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="practice-report-note" data-testid="breakdown-formula">
        {breakdown.formulaText}
      </p>
      {breakdown.answersText && <p className="practice-report-note">{breakdown.answersText}</p>}
    </section>
  );
}

/** The scoring: how the total is made, completeness and its steps, the four dimensions, and the turn counts. */
export function ReportResult({ result }: { result: PracticeResult }) {
  const t = useT();
  const { completenessText } = reportBreakdown(t, result);
  return (
    <>
      <ReportBreakdown result={result} />
      <div className="practice-report-completeness" data-testid="practice-report-completeness">
        {t('practiceLearner.report.completeness')} <b>{formatScore(result.completeness)}</b>
        {completenessText && <small data-testid="practice-report-steps">{completenessText}</small>}
      </div>
      <h3>{t('practiceLearner.report.dimensions')}</h3>
      <ul className="practice-dimensions" data-testid="practice-report-dimensions">
        {DIMENSIONS.map((dimension) => (
          <li key={dimension} data-testid={`dimension-${dimension}`}>
            <span>{t(`practiceLearner.report.dimension.${dimension}`)}</span>
            <b>{formatScore(result[dimension])}</b>
          </li>
        ))}
      </ul>
      <div className="practice-report-summary">
        {t('practiceLearner.report.summary', {
          turns: result.summary.turns,
          nonStandard: result.summary.nonStandardAnswers,
          timeouts: result.summary.timeouts,
          silences: result.summary.silences,
        })}
      </div>
    </>
  );
}
