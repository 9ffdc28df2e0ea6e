import { functionLabelKey, ROLE_TYPES, type MessageKey, type Role, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';

const TYPE_LABELS: Record<number, MessageKey> = {
  [ROLE_TYPES.ordinary]: 'people.roles.typeOrdinary',
  [ROLE_TYPES.administrator]: 'people.roles.typeAdministrator',
  [ROLE_TYPES.superAdministrator]: 'people.roles.typeSuper',
};

export interface RoleActions {
  edit: (role: Role) => void;
  toggle: (role: Role) => void;
}

/** The role list's columns: name, type, functions, users, status, and edit/enable/disable where the caller may change the role. */
export function roleColumns(t: Translate, { edit, toggle }: RoleActions): TableColumnsType<Role> {
  const mayChange = (role: Role) => role.manageable === 1;
  return [
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
            <Button type="link" size="small" onClick={() => edit(role)} data-testid={`role-edit-${role.name}`}>
              {t('people.users.edit')}
            </Button>
            <Popconfirm
              title={t(role.status === 0 ? 'people.roles.disableConfirm' : 'people.roles.enableConfirm', { name: role.name })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => toggle(role)}
            >
              <Button type="link" size="small" danger={role.status === 0} data-testid={`role-disable-${role.name}`}>
                {t(role.status === 0 ? 'people.roles.disable' : 'people.roles.enable')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
}
