import { PAGE_SIZE_DEFAULT, type CostOrg } from '@peilian/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { callQuery } from '../../data/urlQuery';
import type { BillQuery } from '../BillFilters';
import { BillList } from '../BillList';

const WIDTH = 1100;

/** An organisation's bill rows as the operator reads them (its costdetails), newest first, by type and period. */
export function BillsDrawer({ org, onClose }: { org: CostOrg; onClose: () => void }) {
  const t = useT();
  const [query, setQuery] = useState<BillQuery>({ page: 1, rows: PAGE_SIZE_DEFAULT, kind: '', start: '', end: '' });
  const bills = useAdminQuery('cost', 'orgBills', { id: org.id, ...callQuery(query) } as { id: string } & Partial<BillQuery>);
  const change = (next: Partial<BillQuery>) => setQuery((current) => ({ ...current, ...next, ...('page' in next ? {} : { page: 1 }) }));
  return (
    <Drawer open title={t('billing.operator.billsTitle', { name: org.name })} size={WIDTH} onClose={onClose} destroyOnHidden data-testid="cost-org-bills">
      <BillList
        query={query}
        onChange={change}
        data={bills.data}
        loading={bills.loading}
        testIds={{ filters: 'cost-org-bills', table: 'cost-org-bills-table' }}
      />
    </Drawer>
  );
}
