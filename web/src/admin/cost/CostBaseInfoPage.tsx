import { Button, Card, message, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminQuery } from '../data/queries';
import { AccountCards } from './AccountCards';
import { CapacityCard } from './CapacityCard';
import { COST_PAY_PATH } from './paths';
import { UsageSection } from './UsageSection';

/**
 * `/admin/expenses/costbaseinfo` (admin §2; docs/billing.md "The back office"): the organisation's
 * account, its capacity and its metered usage, with the way to recharge or remit.
 */
export function CostBaseInfoPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const account = useAdminQuery('cost', 'account', {});
  const capacity = useAdminQuery('cost', 'capacity', {});
  useErrorNotice(notice, account.error || capacity.error);
  const billing = account.data?.account.billing ?? false;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {holder}
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <PageTitle testId="cost-title">{t('people.functions.costbaseinfo')}</PageTitle>
          {billing && (
            <Button type="primary" onClick={() => navigate(COST_PAY_PATH)} data-testid="cost-pay-link">
              {t('billing.account.pay')}
            </Button>
          )}
        </Space>
      </Card>
      {account.data &&
        (billing ? <AccountCards account={account.data.account} /> : <Card data-testid="cost-no-billing">{t('billing.account.noBilling')}</Card>)}
      {capacity.data && <CapacityCard capacity={capacity.data.capacity} />}
      <UsageSection />
    </Space>
  );
}
