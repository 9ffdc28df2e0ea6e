import { type CoachState, type PracticeCoach, type PracticeResult } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../app';
import { errorMessage } from '../lib/errorMessage';

/** A role-play's checklist as scored: each item ticked or not, in which turn and with which of the learner's words. */
export function ChecklistResult({ checklist }: { checklist: PracticeResult['checklist'] }) {
  const t = useT();
  if (checklist.length === 0) return null;
  return (
    <section className="practice-checklist" data-testid="practice-report-checklist">
      <h3>{t('practiceLearner.report.checklist.title')}</h3>
      <ul>
        {checklist.map((item) => (
          <li key={item.id} className={item.turn === null ? 'practice-fail' : 'practice-pass'} data-testid={`checklist-${item.id}`}>
            <span>{t(`practiceLearner.report.checklist.kinds.${item.kind}`)}</span> <strong>{item.title}</strong>{' '}
            {item.turn === null ? t('practiceLearner.report.checklist.missed') : t('practiceLearner.report.checklist.done', { turn: item.turn })}
            {item.said.length > 0 && <q>{item.said.join('、')}</q>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The coach's review: per criterion a comment with the learner's own words, better wordings of the weakest turns, the next thing to practise. */
function CoachFeedback({ coach }: { coach: PracticeCoach }) {
  const t = useT();
  return (
    <>
      {coach.criteria.map((criterion) => (
        <div key={criterion.name} className="practice-coach-criterion" data-testid="coach-criterion">
          <strong>{criterion.name}</strong>
          <p>{criterion.comment}</p>
          {criterion.quotes.map((quote) => (
            <blockquote key={quote}>{quote}</blockquote>
          ))}
        </div>
      ))}
      {coach.rewrites.length > 0 && <h4>{t('practiceLearner.report.coach.rewrites')}</h4>}
      {coach.rewrites.map((rewrite) => (
        <div key={rewrite.turn} className="practice-coach-rewrite" data-testid="coach-rewrite">
          <p>
            {t('practiceLearner.report.coach.said', { turn: rewrite.turn })}
            <q>{rewrite.said}</q>
          </p>
          <p>
            {t('practiceLearner.report.coach.better')}
            <q>{rewrite.better}</q>
          </p>
        </div>
      ))}
      {coach.next && (
        <p className="practice-coach-next" data-testid="coach-next">
          <strong>{t('practiceLearner.report.coach.next')}</strong> {coach.next}
        </p>
      )}
    </>
  );
}

/** The AI coach's part of a role-play's report: being written, its review, why there is none, or a read to try again. */
export function CoachReview({ coach, onRetry }: { coach: CoachState | null; onRetry: () => void }) {
  const t = useT();
  if (!coach) return null;
  const answer = coach.state === 'done' ? coach.answer : null;
  if (answer?.status === 'none') return null;
  const failure =
    coach.state === 'failed' ? errorMessage(coach.error, t, 'practiceLearner.report.loadFailed') : answer?.status === 'failed' ? answer.message : '';
  return (
    <section className="practice-coach" data-testid="practice-report-coach" aria-busy={coach.state === 'loading'}>
      <h3>{t('practiceLearner.report.coach.title')}</h3>
      {coach.state === 'loading' && <p role="status">{t('practiceLearner.report.coach.loading')}</p>}
      {answer?.coach && <CoachFeedback coach={answer.coach} />}
      {failure && (
        <>
          <p role="alert">{failure}</p>
          <Button size="small" onClick={onRetry} data-testid="coach-retry">
            {t('practiceLearner.report.coach.retry')}
          </Button>
        </>
      )}
    </section>
  );
}
