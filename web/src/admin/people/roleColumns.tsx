import { functionLabelKey, ROLE_TYPES, type MessageKey, type Role, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';

const TYPE_LABELS: Record<number, MessageKey> = {
  [ROLE_TYPES.ordinary]: 'people.roles.typeOrdinary',
  [ROLE_TYPES.administrator]: 'people.roles.typeAdministrator',
  [ROLE_TYPES.superAdministrator]: 'people.roles.typeSuper',
};

export interface RoleActions {
  edit: (role: Role) => void;
  toggle: (role: Role) => void;
  remove: (role: Role) => void;
}

/** A role's functions in words: all of them for the super administrator, else each one's name. */
const functionsText = (t: Translate, role: Role): string =>
  role.type === ROLE_TYPES.superAdministrator
    ? t('people.roles.superHint')
    : role.funcs.map((key) => t(functionLabelKey(key))).join(t('people.roles.functionSeparator'));

/** The applications a role opens besides the back office, in words. */
const appsText = (t: Translate, role: Role): string =>
  role.apps.map((app) => t(`people.roles.appNames.${app}`)).join(t('people.roles.functionSeparator')) || t('people.roles.noApplications');

/**
 * The role list's columns: name, type, description, functions (two lines, the rest in a tooltip),
 * applications, users, status, and edit/enable/disable/delete (pinned in view) where the caller may
 * change the role.
 */
export function roleColumns(t: Translate, { edit, toggle, remove }: RoleActions): TableColumnsType<Role> {
  const mayChange = (role: Role) => role.manageable === 1;
  return [
    { key: 'name', title: t('people.roles.name'), dataIndex: 'name', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
    { key: 'type', title: t('people.roles.type'), width: 120, render: (_, role) => t(TYPE_LABELS[role.type] ?? 'people.roles.typeOrdinary') },
    textColumn<Role>(t('people.roles.description'), 'description', { width: 200 }),
    { key: 'funcs', title: t('people.roles.functions'), width: COLUMN_PX.text, render: (_, role) => clippedText(functionsText(t, role)) },
    { key: 'apps', title: t('people.roles.applications'), width: 160, render: (_, role) => clippedText(appsText(t, role)) },
    { key: 'usercount', title: t('people.roles.userCount'), dataIndex: 'usercount', width: COLUMN_PX.number },
    {
      key: 'status',
      title: t('people.roles.status'),
      width: COLUMN_PX.status,
      render: (_, role) => (role.status === 0 ? <Tag color="green">{t('people.roles.enabled')}</Tag> : <Tag>{t('people.roles.disabled')}</Tag>),
    },
    actionsColumn<Role>(
      t('people.users.actions'),
      190,
      (role) =>
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
            <Popconfirm
              title={t('people.roles.deleteConfirm', { name: role.name })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove(role)}
            >
              <Button type="link" size="small" danger data-testid={`role-delete-${role.name}`}>
                {t('people.roles.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    ),
  ];
}
