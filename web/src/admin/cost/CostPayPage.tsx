import { TOP_ADMIN_LEVEL } from '@peilian/shared';
import { Card, Space } from 'antd';
import { useSession, useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { OperatorPanel } from './operator/OperatorPanel';
import { PayInfo } from './PayInfo';

/**
 * `/admin/expenses/costpay` (admin §2, hidden under costbaseinfo): how the organisation recharges or
 * remits; for the platform's top administrator (isadmin 100), the operator's panel instead — every
 * organisation's money, the entries recorded for it, its limits, and the price list.
 */
export function CostPayPage() {
  const t = useT();
  const operator = useSession((state) => state.user?.isadmin === TOP_ADMIN_LEVEL);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <PageTitle testId="cost-pay-title">{t('billing.pages.pay')}</PageTitle>
      </Card>
      {operator ? <OperatorPanel /> : <PayInfo />}
    </Space>
  );
}
