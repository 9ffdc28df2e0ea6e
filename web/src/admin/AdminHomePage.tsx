import { Card, Typography } from 'antd';
import { useSession, useT } from '../app/hooks';
import { HomeDashboard } from './reports/home/HomeDashboard';

/** /admin/homePage/homePage — the admin landing page: the welcome, then the data centre's dashboard. */
export function AdminHomePage() {
  const t = useT();
  const organisation = useSession((state) => state.user?.orgname ?? '');
  return (
    <div>
      <Card>
        <Typography.Title level={3}>{t('admin.homeTitle')}</Typography.Title>
        <Typography.Paragraph data-testid="admin-welcome">{t('admin.welcome')}</Typography.Paragraph>
        {organisation && <Typography.Text type="secondary">{organisation}</Typography.Text>}
      </Card>
      <HomeDashboard />
    </div>
  );
}
