import type { AdminUser } from '@peilian/shared';
import { useT } from '../../app';
import { ListTable, type ListPaging } from '../blocks/ListTable';
import type { useSelection } from '../blocks/useSelection';
import { userColumns, type UserActions } from './userColumns';

interface Props {
  rows: readonly AdminUser[];
  total: number;
  paging: ListPaging;
  loading: boolean;
  onPaging: (paging: ListPaging) => void;
  actions: UserActions;
  /** The rows chosen for a batch: only users the caller may act on can be chosen. */
  selection: ReturnType<typeof useSelection>;
}

/** What a manager reads first: account, name, department, position, role and status; the rest behind 列设置. */
const USER_COLUMN_CHOICE = { list: 'users', hidden: ['avatar', 'mobile', 'workno', 'manager', 'validdate'] } as const;

/** The user table of /admin/system/adminuser: 30 rows a page by default, 30/50/100 to choose (admin §9). */
export function UserTable({ rows, total, paging, loading, onPaging, actions, selection }: Props) {
  const t = useT();
  return (
    <ListTable<AdminUser>
      rowKey="id"
      testId="user-table"
      columns={userColumns(t, actions)}
      data={{ rows, total }}
      loading={loading}
      paging={paging}
      onPaging={onPaging}
      selection={{ ...selection, selectable: (user) => actions.canManage(user) }}
      columnChoice={USER_COLUMN_CHOICE}
    />
  );
}
