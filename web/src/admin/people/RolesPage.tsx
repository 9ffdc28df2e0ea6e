import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@peilian/shared';
import { Alert, Button, Card, message, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { RoleDialog } from './RoleDialog';
import { roleColumns } from './roleColumns';
import { useCaller } from './useCaller';

/** `/admin/system/adminrole` (admin §2, §6): the organisation's roles (a short list, unpaged), their editor and enable/disable. */
export function RolesPage() {
  const t = useT();
  const { privileged, holds } = useCaller();
  const [notice, holder] = message.useMessage();
  const roles = useAdminQuery('roles', 'list', {});
  const applications = useAdminQuery('applications', 'list', {});
  const disable = useAdminMutation('roles', 'disable');
  const removeRole = useAdminMutation('roles', 'remove');
  const [editing, setEditing] = useState<{ role: Role | undefined } | null>(null);
  const loadError = roles.error || applications.error;
  const licensed = applications.data?.functions ?? [];

  const report = (done: Promise<unknown>, success: 'people.roles.saved' | 'people.roles.deleted') =>
    void done.then(
      () => void notice.success(t(success)),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const toggle = (role: Role) => report(disable.run({ id: role.id }, { disabled: role.status === 0 ? 1 : 0 }), 'people.roles.saved');
  const remove = (role: Role) => report(removeRole.run({ id: role.id }), 'people.roles.deleted');

  return (
    <Card>
      {holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="people-roles-title">{t('people.roles.title')}</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: undefined })} data-testid="role-add">
          {t('people.roles.add')}
        </Button>
      </Space>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <ListTable<Role>
        emptyText={t('people.roles.empty')}
        rowKey="id"
        testId="role-table"
        columns={roleColumns(t, { edit: (role) => setEditing({ role }), toggle, remove })}
        data={roles.data && { rows: roles.data.rows, total: roles.data.rows.length }}
        loading={roles.loading}
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
