import { PAGE_SIZE_DEFAULT, type BillRow, type CostOrg } from '@peilian/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { useAdminQuery } from '../../data/queries';
import { callQuery } from '../../data/urlQuery';
import { billColumns } from '../billColumns';
import { BillFilters, type BillQuery } from '../BillFilters';
import { useFen } from '../labels';

const WIDTH = 1100;

/** An organisation's bill rows as the operator reads them (its costdetails), newest first, by type and period. */
export function BillsDrawer({ org, onClose }: { org: CostOrg; onClose: () => void }) {
  const t = useT();
  const fen = useFen();
  const [query, setQuery] = useState<BillQuery>({ page: 1, rows: PAGE_SIZE_DEFAULT, kind: '', start: '', end: '' });
  const bills = useAdminQuery('cost', 'orgBills', { id: org.id, ...callQuery(query) } as { id: string } & Partial<BillQuery>);
  const change = (next: Partial<BillQuery>) => setQuery((current) => ({ ...current, ...next, ...('page' in next ? {} : { page: 1 }) }));
  return (
    <Drawer open title={t('billing.operator.billsTitle', { name: org.name })} size={WIDTH} onClose={onClose} destroyOnHidden data-testid="cost-org-bills">
      <BillFilters value={query} onChange={change} testId="cost-org-bills" />
      <ListTable<BillRow>
        rowKey="id"
        testId="cost-org-bills-table"
        columns={billColumns(t, fen)}
        data={bills.data}
        loading={bills.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={change}
        emptyText={t('billing.bills.empty')}
      />
    </Drawer>
  );
}
