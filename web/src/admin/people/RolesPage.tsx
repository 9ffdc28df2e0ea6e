import { PlusOutlined } from '@ant-design/icons';
import { functionLabelKey, ROLE_TYPES, type MessageKey, type Role } from '@peilian/shared';
import { Alert, Button, Card, message, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fetchApplications, fetchRoles, setRoleDisabled } from './peopleApi';
import { RoleDialog } from './RoleDialog';
import { useCaller } from './useCaller';

const TYPE_LABELS: Record<number, MessageKey> = {
  [ROLE_TYPES.ordinary]: 'people.roles.typeOrdinary',
  [ROLE_TYPES.administrator]: 'people.roles.typeAdministrator',
  [ROLE_TYPES.superAdministrator]: 'people.roles.typeSuper',
};

/** `/admin/system/adminrole` (admin §2, §6): the organisation's roles, their editor and enable/disable. */
export function RolesPage() {
  const t = useT();
  const { privileged, holds } = useCaller();
  const [notice, holder] = message.useMessage();
  const [roles, setRoles] = useState<Role[]>([]);
  const [licensed, setLicensed] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState<{ role: Role | undefined } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    fetchApplications().then(
      (answer) => setLicensed(answer.functions),
      (error: unknown) => setLoadError(errorMessage(error, t, 'people.users.loadFailed')),
    );
  }, [t]);

  useEffect(() => {
    setLoading(true);
    fetchRoles()
      .then(setRoles, (error: unknown) => setLoadError(errorMessage(error, t, 'people.users.loadFailed')))
      .finally(() => setLoading(false));
  }, [version, t]);

  const toggle = (role: Role) =>
    setRoleDisabled(role.id, role.status === 0 ? 1 : 0).then(
      () => {
        void notice.success(t('people.roles.saved'));
        setVersion((value) => value + 1);
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  const mayChange = (role: Role) => role.manageable === 1;
  const columns: TableColumnsType<Role> = [
    { key: 'name', title: t('people.roles.name'), dataIndex: 'name' },
    { key: 'type', title: t('people.roles.type'), render: (_, role) => t(TYPE_LABELS[role.type] ?? 'people.roles.typeOrdinary') },
    { key: 'description', title: t('people.roles.description'), dataIndex: 'description' },
    {
      key: 'funcs',
      title: t('people.roles.functions'),
      render: (_, role) =>
        role.type === ROLE_TYPES.superAdministrator ? (
          t('people.roles.superHint')
        ) : (
          <Space size={[0, 4]} wrap>
            {role.funcs.map((key) => (
              <Tag key={key}>{t(functionLabelKey(key))}</Tag>
            ))}
          </Space>
        ),
    },
    { key: 'usercount', title: t('people.roles.userCount'), dataIndex: 'usercount', width: 90 },
    {
      key: 'status',
      title: t('people.roles.status'),
      width: 90,
      render: (_, role) => (role.status === 0 ? <Tag color="green">{t('people.roles.enabled')}</Tag> : <Tag>{t('people.roles.disabled')}</Tag>),
    },
    {
      key: 'actions',
      title: t('people.users.actions'),
      width: 160,
      render: (_, role) =>
        mayChange(role) && (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ role })} data-testid={`role-edit-${role.name}`}>
              {t('people.users.edit')}
            </Button>
            <Popconfirm
              title={t(role.status === 0 ? 'people.roles.disableConfirm' : 'people.roles.enableConfirm', { name: role.name })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => void toggle(role)}
            >
              <Button type="link" size="small" danger={role.status === 0} data-testid={`role-disable-${role.name}`}>
                {t(role.status === 0 ? 'people.roles.disable' : 'people.roles.enable')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

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
        columns={columns}
        dataSource={roles}
        loading={loading}
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
            setVersion((value) => value + 1);
          }}
        />
      )}
    </Card>
  );
}
