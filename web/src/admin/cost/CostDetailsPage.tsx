import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { Card, message } from 'antd';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import type { BillQuery } from './BillFilters';
import { BillList } from './BillList';

const DEFAULTS: BillQuery = { page: 1, rows: PAGE_SIZE_DEFAULT, kind: '', start: '', end: '' };

/** `/admin/expenses/costdetails` (admin §2, §3 "Billing"): the organisation's bill rows, newest first, by type and period. */
export function CostDetailsPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const bills = useAdminQuery('cost', 'bills', callQuery(query));
  useErrorNotice(notice, bills.error);
  return (
    <Card>
      {holder}
      <PageTitle testId="cost-details-title">{t('people.functions.costdetails')}</PageTitle>
      <BillList
        query={query}
        onChange={setQuery}
        data={bills.data}
        loading={bills.loading}
        testIds={{ filters: 'cost-bills', table: 'cost-bills' }}
        rowTestId={(row) => `cost-bill-${row.id}`}
      />
    </Card>
  );
}
