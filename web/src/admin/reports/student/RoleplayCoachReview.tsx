import { Alert, Button, Spin, Typography } from 'antd';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { CoachFeedback } from './CoachFeedback';
import { SECTION_TITLE } from './RoleplayChecklist';

/**
 * The AI coach's review of one of the learner's role-plays, as the learner reads it: being written
 * (the first read of a session the model has not reviewed waits for it), the review, or why there
 * is none — the model could not now (asked again on the next read) or the session has none.
 */
export function RoleplayCoachReview({ learnerId, sessionId }: { learnerId: string; sessionId: string }) {
  const t = useT();
  const { data, error, loading, refetch } = useAdminQuery('reports', 'studentRoleplayCoach', { id: learnerId, sessionId });
  const writing = !data && !error;
  return (
    <section data-testid="roleplay-coach-review" aria-busy={writing}>
      <Typography.Title {...SECTION_TITLE}>{t('reports.student.roleplay.review')}</Typography.Title>
      {writing && (
        <div role="status" data-testid="roleplay-coach-loading">
          <Spin size="small" /> <Typography.Text type="secondary">{t('reports.student.roleplay.loading')}</Typography.Text>
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="roleplay-coach-error" />}
      {data?.status === 'ready' && data.coach && <CoachFeedback coach={data.coach} />}
      {data?.status === 'none' && <Alert type="info" title={data.message || t('reports.student.roleplay.none')} data-testid="roleplay-coach-none" />}
      {data?.status === 'failed' && (
        <Alert
          type="warning"
          showIcon
          title={data.message}
          data-testid="roleplay-coach-failed"
          action={
            <Button size="small" onClick={refetch} loading={loading} data-testid="roleplay-coach-retry">
              {t('reports.student.roleplay.retry')}
            </Button>
          }
        />
      )}
    </section>
  );
}
