import type { CheckinDay } from '@peilian/shared';
import { Alert, Button, Card, Descriptions, Table } from 'antd';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { timeText } from '../labels';

/** One learner's days of a task (the spec's per-learner details): streak, stars, and each checked-in day with its score and time. */
export function LearnerDays({ id, userid, onClose }: { id: string; userid: string; onClose: () => void }) {
  const t = useT();
  const details = useAdminQuery('checkins', 'learner', { id, userid });
  const data = details.data;
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      data-testid="checkin-learner-days"
      title={data ? t('checkinAdmin.learnerDays', { name: data.learner.name }) : ' '}
      extra={
        <Button type="link" onClick={onClose} data-testid="checkin-learner-close">
          {t('common.close')}
        </Button>
      }
    >
      {details.error && <Alert type="error" showIcon title={details.error} />}
      {data && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('checkinAdmin.streak')}>{data.streak}</Descriptions.Item>
            <Descriptions.Item label={t('checkinAdmin.stars')}>{data.stars}</Descriptions.Item>
            <Descriptions.Item label={t('checkinAdmin.todayStar')}>{data.todaystar ? '★' : '☆'}</Descriptions.Item>
          </Descriptions>
          <Table<CheckinDay>
            rowKey="day"
            size="small"
            pagination={false}
            dataSource={data.days}
            columns={[
              { title: t('checkinAdmin.day'), dataIndex: 'day' },
              { title: t('checkinAdmin.score'), dataIndex: 'score' },
              { title: t('checkinAdmin.time'), dataIndex: 'time', render: (time: string) => timeText(time) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
