import { Card, Typography } from 'antd';
import { useSession, useT } from '../app/hooks';

/** /admin/homePage/homePage — the admin landing page; dashboards arrive with the reports work. */
export function AdminHomePage() {
  const t = useT();
  const organisation = useSession((state) => state.user?.orgname ?? '');
  return (
    <Card>
      <Typography.Title level={3}>{t('admin.homeTitle')}</Typography.Title>
      <Typography.Paragraph data-testid="admin-welcome">{t('admin.welcome')}</Typography.Paragraph>
      {organisation && <Typography.Text type="secondary">{organisation}</Typography.Text>}
    </Card>
  );
}
