import { PAGE_SIZE_DEFAULT, type AdminUser, type DepartmentNode, type Role } from '@peilian/shared';
import { Alert, Card, message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import type { AdminAnswer, AdminArgs } from '../data/types';
import { useAdminQuery, type AdminQueryState } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { PageTitle } from '../blocks/PageTitle';
import { useSelection } from '../blocks/useSelection';
import { PlacementPanel } from './PlacementPanel';
import { UserTransfer } from './UserTransfer';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useCaller } from './useCaller';
import { InviteCodesLink } from './invites/InviteCodesLink';
import { UserBatchBar } from './UserBatchBar';
import { UserDialog } from './UserDialog';
import { UserFilters } from './UserFilters';
import { UserTable } from './UserTable';
import { useUserActions, type Notify } from './useUserActions';

/** The list's query in the URL; `status` is the filter's choice, sent as the server's two fields. */
const DEFAULTS = { name: '', department: '', position: '', role: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };

type ListArgs = AdminArgs<'users', 'list'>;

const statusArgs = (status: string): { disabled?: 0 | 1; reviewstatus?: 'pending' } =>
  status === 'enabled' ? { disabled: 0 } : status === 'disabled' ? { disabled: 1 } : status === 'pending' ? { reviewstatus: 'pending' } : {};

const listArgs = ({ status, ...rest }: typeof DEFAULTS): ListArgs => ({ ...callQuery(rest), ...statusArgs(status) });

/** The export takes the list's filters, not its page. */
const exportArgs = ({ status, page: _page, rows: _rows, ...filters }: typeof DEFAULTS) => ({ ...filters, ...statusArgs(status) });

/**
 * `/admin/system/adminuser` (admin §2): the department or position tree on the left, the paged user list with
 * search on the right, and the create/edit, reset-password, disable and approve actions. The
 * list's page, search and filters are kept in the URL.
 */
export function UsersPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const notify: Notify = { success: (text) => void notice.success(text), error: (text) => void notice.error(text) };
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const departments = useAdminQuery('departments', 'tree', {});
  const positions = useAdminQuery('positions', 'tree', {});
  const roles = useAdminQuery('users', 'roles', {});
  const list = useAdminQuery('users', 'list', listArgs(query));
  const [editing, setEditing] = useState<{ user: AdminUser | undefined } | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const loadError = list.error || departments.error || positions.error || roles.error;
  const departmentTree = departments.data?.data ?? [];
  const roleRows = roles.data?.rows ?? [];

  return (
    <Card>
      {holder}
      <PageTitle testId="people-users-title">{t('people.users.title')}</PageTitle>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <PlacementPanel departments={departmentTree} positions={positions.data?.rows ?? []} selected={query} onSelect={setQuery} notify={notify} />
        <UserListPane
          query={query}
          setQuery={setQuery}
          list={list}
          roles={roleRows}
          notify={notify}
          onAdd={() => setEditing({ user: undefined })}
          onEdit={(user) => setEditing({ user })}
          onReset={setResetting}
        />
      </div>
      <UserDialogs
        editing={editing}
        resetting={resetting}
        departmentId={query.department}
        departments={departmentTree}
        roles={roleRows}
        notify={notify}
        onEditDone={() => setEditing(null)}
        onResetDone={() => setResetting(null)}
      />
    </Card>
  );
}

type Query = typeof DEFAULTS;

interface PaneProps {
  query: Query;
  setQuery: (change: Partial<Query>) => void;
  list: AdminQueryState<AdminAnswer<'users', 'list'>>;
  roles: readonly Role[];
  notify: Notify;
  onAdd: () => void;
  onEdit: (user: AdminUser) => void;
  onReset: (user: AdminUser) => void;
}

/** The search and filters, the batch bar and the paged user list with each row's actions. */
function UserListPane({ query, setQuery, list, roles, notify, onAdd, onEdit, onReset }: PaneProps) {
  const caller = useCaller();
  const selection = useSelection(JSON.stringify(query));
  const actions = useUserActions(notify);
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <UserFilters
        // Remounted when the applied search changes (a link, the back button), so the box shows it.
        key={query.name}
        name={query.name}
        role={query.role}
        status={query.status}
        roles={roles}
        onChange={setQuery}
        onAdd={onAdd}
        extra={
          <>
            <UserTransfer exportQuery={exportArgs(query)} />
            <InviteCodesLink />
          </>
        }
      />
      <UserBatchBar selection={selection} notify={notify} />
      <UserTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        paging={query}
        loading={list.loading}
        onPaging={({ page, rows }) => setQuery({ page: rows === query.rows ? page : 1, rows })}
        actions={{ ...actions, edit: onEdit, reset: onReset, canManage: caller.canManage, canDisable: caller.canDisable, canRemove: caller.canRemove }}
        selection={selection}
      />
    </div>
  );
}

interface DialogsProps {
  editing: { user: AdminUser | undefined } | null;
  resetting: AdminUser | null;
  departmentId: string;
  departments: readonly DepartmentNode[];
  roles: readonly Role[];
  notify: Notify;
  onEditDone: () => void;
  onResetDone: () => void;
}

/** The user being created or edited, and the user whose password is being reset; each announces its success. */
function UserDialogs({ editing, resetting, departmentId, departments, roles, notify, onEditDone, onResetDone }: DialogsProps) {
  const t = useT();
  return (
    <>
      {editing && (
        <UserDialog
          user={editing.user}
          departmentId={departmentId}
          departments={departments}
          roles={roles}
          onClose={onEditDone}
          onSaved={() => {
            onEditDone();
            notify.success(t('people.users.saved'));
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={onResetDone}
          onDone={() => {
            onResetDone();
            notify.success(t('people.resetPassword.done'));
          }}
        />
      )}
    </>
  );
}
