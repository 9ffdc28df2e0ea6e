import type { AdminMedia } from '@peilian/shared';
import { Table } from 'antd';
import { useT } from '../../app/hooks';
import { listPagination } from '../listPagination';
import { mediaColumns, type MediaActions } from './mediaColumns';

interface Props extends MediaActions {
  rows: AdminMedia[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

/** The content library's list: one kind, with the disable switch, video verification, preview and edit. */
export function MediaTable({ rows, total, page, pageSize, loading, onPage, ...actions }: Props) {
  const t = useT();
  return (
    <Table<AdminMedia>
      rowKey="id"
      size="middle"
      columns={mediaColumns(t, actions)}
      dataSource={rows}
      loading={loading}
      data-testid="media-table"
      rowClassName={(media) => (media.disabled ? 'media-disabled' : '')}
      scroll={{ x: 'max-content' }}
      pagination={listPagination(t, { page, rows: pageSize, total, onChange: onPage })}
    />
  );
}
