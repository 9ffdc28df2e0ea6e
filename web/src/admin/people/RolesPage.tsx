import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@peilian/shared';
import { Alert, Button, Card, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { RoleDialog } from './RoleDialog';
import { roleColumns } from './roleColumns';
import { useCaller } from './useCaller';

/** `/admin/system/adminrole` (admin §2, §6): the organisation's roles, their editor and enable/disable. */
export function RolesPage() {
  const t = useT();
  const { privileged, holds } = useCaller();
  const [notice, holder] = message.useMessage();
  const roles = useAdminQuery('roles', 'list', {});
  const applications = useAdminQuery('applications', 'list', {});
  const disable = useAdminMutation('roles', 'disable');
  const [editing, setEditing] = useState<{ role: Role | undefined } | null>(null);
  const loadError = roles.error || applications.error;
  const licensed = applications.data?.functions ?? [];

  const toggle = (role: Role) =>
    void disable.run({ id: role.id }, { disabled: role.status === 0 ? 1 : 0 }).then(
      () => void notice.success(t('people.roles.saved')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  return (
    <Card>
      {holder}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="people-roles-title">
          {t('people.roles.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: undefined })} data-testid="role-add">
          {t('people.roles.add')}
        </Button>
      </Space>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <Table<Role>
        rowKey="id"
        data-testid="role-table"
        columns={roleColumns(t, { edit: (role) => setEditing({ role }), toggle })}
        dataSource={roles.data?.rows ?? []}
        loading={roles.loading}
        pagination={false}
        locale={{ emptyText: t('people.roles.empty') }}
      />
      {editing && (
        <RoleDialog
          role={editing.role}
          licensed={licensed.filter(holds)}
          privileged={privileged}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void notice.success(t('people.roles.saved'));
          }}
        />
      )}
    </Card>
  );
}
