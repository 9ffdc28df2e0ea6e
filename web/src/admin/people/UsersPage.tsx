import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminUser, type DepartmentNode, type Role } from '@peilian/shared';
import { Alert, Button, Card, Input, message, Select, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { DepartmentPanel } from './DepartmentPanel';
import { approveUser, fetchAssignableRoles, fetchDepartments, fetchUsers, setUserDisabled, type UserListParams } from './peopleApi';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useCaller } from './useCaller';
import { UserDialog } from './UserDialog';
import { UserTable } from './UserTable';

type StatusFilter = '' | 'enabled' | 'disabled' | 'pending';

const statusParams = (status: StatusFilter): Pick<UserListParams, 'disabled' | 'reviewstatus'> =>
  status === 'enabled' ? { disabled: 0 } : status === 'disabled' ? { disabled: 1 } : status === 'pending' ? { reviewstatus: 'pending' } : {};

/**
 * `/admin/system/adminuser` (admin §2): the department tree on the left, the paged user list with
 * search on the right, and the create/edit, reset-password, disable and approve actions.
 */
export function UsersPage() {
  const t = useT();
  const caller = useCaller();
  const [notice, holder] = message.useMessage();
  const [departments, setDepartments] = useState<DepartmentNode[]>([]);
  const [roles, setRoles] = useState<Role[]>([]);
  const [department, setDepartment] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<{ name: string; role: string; status: StatusFilter }>({ name: '', role: '', status: '' });
  const [paging, setPaging] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT });
  const [list, setList] = useState<{ rows: AdminUser[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState<{ user: AdminUser | undefined } | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((value) => value + 1);

  const loadDepartments = useCallback(() => {
    fetchDepartments().then(setDepartments, (error: unknown) => setLoadError(errorMessage(error, t, 'people.users.loadFailed')));
  }, [t]);

  useEffect(() => {
    loadDepartments();
    fetchAssignableRoles().then(setRoles, (error: unknown) => setLoadError(errorMessage(error, t, 'people.users.loadFailed')));
  }, [loadDepartments, t]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchUsers({ page: paging.page, rows: paging.rows, name: filters.name, department, role: filters.role, ...statusParams(filters.status) })
      .then(
        (answer) => current && (setList(answer), setLoadError('')),
        (error: unknown) => current && setLoadError(errorMessage(error, t, 'people.users.loadFailed')),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [paging, filters, department, version, t]);

  const act = (action: Promise<unknown>, done: string) =>
    action.then(
      () => {
        void notice.success(done);
        reload();
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  return (
    <Card>
      {holder}
      <Typography.Title level={3} data-testid="people-users-title">
        {t('people.users.title')}
      </Typography.Title>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <DepartmentPanel
          tree={departments}
          selected={department}
          onSelect={(id) => {
            setDepartment(id);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
          onChanged={loadDepartments}
          notify={{ success: (text) => void notice.success(text), error: (text) => void notice.error(text) }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap style={{ marginBottom: 16 }}>
            <Input.Search
              allowClear
              id="user-search"
              placeholder={t('people.users.search')}
              enterButton={t('people.users.query')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onSearch={(value) => {
                setFilters((old) => ({ ...old, name: value.trim() }));
                setPaging((old) => ({ ...old, page: 1 }));
              }}
              style={{ width: 320 }}
            />
            <Select
              style={{ width: 160 }}
              value={filters.role}
              onChange={(role) => {
                setFilters((old) => ({ ...old, role }));
                setPaging((old) => ({ ...old, page: 1 }));
              }}
              options={[{ value: '', label: t('people.users.rolePlaceholder') }, ...roles.map((role) => ({ value: role.id, label: role.name }))]}
            />
            <Select<StatusFilter>
              style={{ width: 140 }}
              data-testid="user-status-filter"
              value={filters.status}
              onChange={(status) => {
                setFilters((old) => ({ ...old, status }));
                setPaging((old) => ({ ...old, page: 1 }));
              }}
              options={[
                { value: '', label: t('people.users.statusPlaceholder') },
                { value: 'enabled', label: t('people.users.statusEnabled') },
                { value: 'disabled', label: t('people.users.statusDisabled') },
                { value: 'pending', label: t('people.users.statusPending') },
              ]}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ user: undefined })} data-testid="user-add">
              {t('people.users.add')}
            </Button>
          </Space>
          <UserTable
            rows={list.rows}
            total={list.total}
            page={paging.page}
            pageSize={paging.rows}
            loading={loading}
            onPage={(page, rows) => setPaging({ page: rows === paging.rows ? page : 1, rows })}
            actions={{
              edit: (user) => setEditing({ user }),
              reset: setResetting,
              approve: (user) => void act(approveUser(user.id), t('people.users.approved')),
              setDisabled: (user, disabled) =>
                void act(setUserDisabled(user.id, disabled), t(disabled ? 'people.users.disabledDone' : 'people.users.enabledDone')),
              canManage: caller.canManage,
              canDisable: caller.canDisable,
            }}
          />
        </div>
      </div>
      {editing && (
        <UserDialog
          user={editing.user}
          departmentId={department}
          departments={departments}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void notice.success(t('people.users.saved'));
            reload();
            loadDepartments();
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={() => {
            setResetting(null);
            void notice.success(t('people.resetPassword.done'));
          }}
        />
      )}
    </Card>
  );
}
