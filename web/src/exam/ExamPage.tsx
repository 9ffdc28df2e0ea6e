import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zonedTimeText } from '@peilian/shared';
import { useSession, useT, useTimeZone } from '../app';
import { EmptyState } from '../components/EmptyState';
import { errorMessage } from '../lib/errorMessage';
import { Loading } from '../components/Loading';
import { RetryOrBack } from './RetryOrBack';
import { CENTRE_PATH, taskPath } from '../training';
import { ExamResultView } from './ExamResultView';
import { ExamTaking } from './ExamTaking';
import { printPath } from './paths';
import { useExamSession } from './useExamSession';
import './exam.css';

type Phase = ReturnType<typeof useExamSession>['phase'];

/** Before an attempt: the paper's title, its rules, the attempts left, and Start (or why it cannot start). */
function ExamCover({ cover, onBack, onBegin }: { cover: Extract<Phase, { kind: 'cover' }>['cover']; onBack: () => void; onBegin: (key: string) => void }) {
  const t = useT();
  const zone = useTimeZone();
  return (
    <div className="exam-page" data-testid="exam-cover">
      <NavBar onBack={onBack}>{t('examLearner.title')}</NavBar>
      <div className="exam-cover">
        <h2>{cover.paper.title}</h2>
        <p>{t('examLearner.cover', { count: cover.paper.questioncount, total: cover.paper.total, minute: cover.paper.minute, score: cover.paper.score })}</p>
        <p>{t('examLearner.attemptsLeft', { count: cover.attemptsLeft })}</p>
        {cover.canStart ? (
          <Button block color="primary" onClick={() => onBegin(cover.key)} data-testid="exam-start">
            {t('examLearner.start')}
          </Button>
        ) : (
          <div className="exam-blocked" data-testid="exam-blocked">
            {cover.blocked ? t(cover.blocked as Parameters<typeof t>[0]) : ''}
            {cover.opensAt !== null && <p data-testid="exam-opens-at">{t('examLearner.opensAt', { time: zonedTimeText(cover.opensAt, zone) })}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The learner's exam (`/user/dashboard/exam?package=&child=`): the cover, answering with every answer
 * kept on the device and synced to the server, and the result. Full screen, under the watermark.
 */
export function ExamPage() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const childId = search.get('child')?.trim() ?? '';
  const packageId = search.get('package')?.trim() ?? '';
  const userId = useSession((state) => state.user?.id ?? '');
  const { phase, load, begin } = useExamSession(userId, childId);
  const back = () => navigate(packageId ? taskPath(packageId) : CENTRE_PATH);

  if (!childId) return <EmptyState title={t('exam.taking.catalogueFailed')} fullPage />;
  if (phase.kind === 'loading') return <Loading />;
  if (phase.kind === 'taking') {
    return <ExamTaking key={phase.start.key} start={phase.start} attempt={phase.attempt} fromCache={phase.fromCache} onBack={back} />;
  }
  if (phase.kind === 'result') {
    const cover = phase.cover;
    return (
      <ExamResultView
        result={phase.result}
        timedOut={phase.timedOut}
        history={phase.history}
        canRetake={!!cover?.canStart && cover.status !== 'inProgress'}
        onRetake={() => void begin(cover?.key ?? '')}
        onBack={back}
        onPrint={() => navigate(printPath(childId))}
      />
    );
  }
  if (phase.kind === 'cover') return <ExamCover cover={phase.cover} onBack={back} onBegin={(key) => void begin(key)} />;
  return <RetryOrBack testId="exam-failed" message={errorMessage(phase.error, t, 'examLearner.loadFailed')} onRetry={() => void load()} onBack={back} />;
}
