import type { AdminPackage } from '@peilian/shared';
import { Table } from 'antd';
import { useT } from '../../../app/hooks';
import { listPagination } from '../../listPagination';
import { packageColumns } from './packageColumns';
import type { PackageRowActions } from './PackageRowButtons';

export type { PackageRowActions } from './PackageRowButtons';

interface Props {
  rows: readonly AdminPackage[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  actions: PackageRowActions;
}

/** A task list's table (admin §2): 30 rows a page by default, 30/50/100 to choose (admin §9). */
export function PackageTable({ rows, total, page, pageSize, loading, onPage, actions }: Props) {
  const t = useT();
  return (
    <Table<AdminPackage>
      rowKey="id"
      size="middle"
      data-testid="package-table"
      columns={packageColumns(t, actions)}
      dataSource={[...rows]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={listPagination(t, { page, rows: pageSize, total, onChange: onPage })}
    />
  );
}
