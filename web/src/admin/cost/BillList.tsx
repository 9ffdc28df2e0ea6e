import type { BillRow } from '@peilian/shared';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { billColumns } from './billColumns';
import { BillFilters, type BillQuery } from './BillFilters';
import { useFen } from './labels';

interface Props {
  query: BillQuery;
  onChange: (change: Partial<BillQuery>) => void;
  data: { rows: readonly BillRow[]; total: number } | undefined;
  loading: boolean;
  /** The filters' and the table's test ids. */
  testIds: { filters: string; table: string };
  rowTestId?: (row: BillRow) => string;
}

/** Bill rows with their filters (type, period) and pages: the organisation's costdetails and the operator's view of one organisation. */
export function BillList({ query, onChange, data, loading, testIds, rowTestId }: Props) {
  const t = useT();
  const fen = useFen();
  return (
    <>
      <BillFilters value={query} onChange={onChange} testId={testIds.filters} />
      <ListTable<BillRow>
        rowKey="id"
        testId={testIds.table}
        columns={billColumns(t, fen)}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={onChange}
        emptyText={t('billing.bills.empty')}
        {...(rowTestId ? { rowTestId } : {})}
      />
    </>
  );
}
