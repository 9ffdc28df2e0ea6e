import type { AdminPackage } from '@peilian/shared';
import { useT } from '../../../app';
import { ListTable, type ListPaging } from '../../blocks/ListTable';
import { packageColumns } from './packageColumns';
import type { PackageRowActions } from './PackageRowButtons';

export type { PackageRowActions } from './PackageRowButtons';

interface Props {
  rows: readonly AdminPackage[];
  total: number;
  paging: ListPaging;
  loading: boolean;
  onPaging: (paging: ListPaging) => void;
  actions: PackageRowActions;
}

/** A task list's table (admin §2): 30 rows a page by default, 30/50/100 to choose (admin §9). */
export function PackageTable({ rows, total, paging, loading, onPaging, actions }: Props) {
  const t = useT();
  return (
    <ListTable<AdminPackage>
      rowKey="id"
      testId="package-table"
      columns={packageColumns(t, actions)}
      data={{ rows, total }}
      loading={loading}
      paging={paging}
      onPaging={onPaging}
    />
  );
}
