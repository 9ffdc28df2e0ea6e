import { PAGE_SIZE_DEFAULT, type BillRow } from '@peilian/shared';
import { Card, message } from 'antd';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { billColumns } from './billColumns';
import { BillFilters, type BillQuery } from './BillFilters';
import { useFen } from './labels';

const DEFAULTS: BillQuery = { page: 1, rows: PAGE_SIZE_DEFAULT, kind: '', start: '', end: '' };

/** `/admin/expenses/costdetails` (admin §2, §3 "Billing"): the organisation's bill rows, newest first, by type and period. */
export function CostDetailsPage() {
  const t = useT();
  const fen = useFen();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const bills = useAdminQuery('cost', 'bills', callQuery(query));
  useErrorNotice(notice, bills.error);
  return (
    <Card>
      {holder}
      <PageTitle testId="cost-details-title">{t('people.functions.costdetails')}</PageTitle>
      <BillFilters value={query} onChange={setQuery} testId="cost-bills" />
      <ListTable<BillRow>
        rowKey="id"
        testId="cost-bills"
        columns={billColumns(t, fen)}
        data={bills.data}
        loading={bills.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        emptyText={t('billing.bills.empty')}
        rowTestId={(row) => `cost-bill-${row.id}`}
      />
    </Card>
  );
}
