import type { AdminUser } from '@peilian/shared';
import { Table } from 'antd';
import { useT } from '../../app/hooks';
import { listPagination } from '../listPagination';
import { userColumns, type UserActions } from './userColumns';

interface Props {
  rows: readonly AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  actions: UserActions;
}

/** The user table of /admin/system/adminuser: 30 rows a page by default, 30/50/100 to choose (admin §9). */
export function UserTable({ rows, total, page, pageSize, loading, onPage, actions }: Props) {
  const t = useT();
  return (
    <Table<AdminUser>
      rowKey="id"
      size="middle"
      data-testid="user-table"
      columns={userColumns(t, actions)}
      dataSource={[...rows]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={listPagination(t, { page, rows: pageSize, total, onChange: onPage })}
    />
  );
}
