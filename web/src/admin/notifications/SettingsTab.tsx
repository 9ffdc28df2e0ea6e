import { Card, message, Spin } from 'antd';
import { useT } from '../../app';
import { SectionTitle } from '../blocks/SectionTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminQuery } from '../data/queries';
import { DeliveryCard } from './DeliveryCard';
import { TaskMessageCard } from './TaskMessageCard';

/** The delivery settings card and the learners' task-message card. */
export function SettingsTab() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const delivery = useAdminQuery('notify', 'delivery', {});
  const taskMessages = useAdminQuery('notify', 'taskMessages', {});
  useErrorNotice(notice, delivery.error || taskMessages.error);
  return (
    <>
      {holder}
      <Card title={<SectionTitle>{t('notifyAdmin.delivery.title')}</SectionTitle>} style={{ marginBottom: 16 }} data-testid="notify-delivery">
        {delivery.data ? <DeliveryCard delivery={delivery.data.delivery} /> : <Spin />}
      </Card>
      <Card title={<SectionTitle>{t('notifyAdmin.taskMessages.title')}</SectionTitle>} data-testid="notify-taskmsg">
        {taskMessages.data ? <TaskMessageCard setting={taskMessages.data.setting} /> : <Spin />}
      </Card>
    </>
  );
}
