import { Card, Typography } from 'antd';
import { useSession, useT } from '../app';
import { PageTitle } from './blocks/PageTitle';
import { HomeCapacity } from './cost';
import { HomeDashboard } from './reports';

/** /admin/homePage/homePage — the admin landing page: the welcome under the page's one h1, then the organisation's capacity (for those who may read the cost centre) and the data centre's dashboard. */
export function AdminHomePage() {
  const t = useT();
  const organisation = useSession((state) => state.user?.orgname ?? '');
  return (
    <div>
      <Card>
        <PageTitle>{t('admin.homeTitle')}</PageTitle>
        <Typography.Paragraph data-testid="admin-welcome">{t('admin.welcome')}</Typography.Paragraph>
        {organisation && <Typography.Text type="secondary">{organisation}</Typography.Text>}
      </Card>
      <HomeCapacity />
      <HomeDashboard />
    </div>
  );
}
