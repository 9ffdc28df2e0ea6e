import { UserOutlined } from '@ant-design/icons';
import type { AdminUser, Translate } from '@peilian/shared';
import { Avatar, Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { avatarUrl } from '../../lib/avatar';
import { actionsColumn } from '../blocks/columns';

export interface UserActions {
  edit: (user: AdminUser) => void;
  setDisabled: (user: AdminUser, disabled: 0 | 1) => void;
  reset: (user: AdminUser) => void;
  approve: (user: AdminUser) => void;
  /** Whether the signed-in administrator may change this user (top admins and owners are protected). */
  canManage: (user: AdminUser) => boolean;
  /** Whether the disable action is offered (never for oneself or the owner). */
  canDisable: (user: AdminUser) => boolean;
  remove: (user: AdminUser) => void;
  /** Whether the delete action is offered (never for oneself or the owner). */
  canRemove: (user: AdminUser) => boolean;
  /** Deletes the user's registered voiceprint (`unregisterface`), offered when they have one. */
  unregister: (user: AdminUser) => void;
}

/** The user list's columns: the user's facts, status, and the actions the caller may take on each row. */
export function userColumns(t: Translate, actions: UserActions): TableColumnsType<AdminUser> {
  return [
    {
      key: 'avatar',
      title: t('people.users.avatar'),
      width: 64,
      render: (_, user) => <Avatar src={user.avatar ? avatarUrl(user.avatar) : undefined} alt="" icon={<UserOutlined />} />,
    },
    { key: 'account', title: t('people.users.account'), dataIndex: 'account', width: 120, ellipsis: { showTitle: true } },
    {
      key: 'name',
      title: t('people.users.name'),
      width: 110,
      render: (_, user) => (
        <Space size={4} wrap>
          <span>{user.name}</span>
          {user.orgowner === 1 && <Tag color="gold">{t('people.users.ownerTag')}</Tag>}
          {user.topadmin === 1 && <Tag color="red">{t('people.users.topAdminTag')}</Tag>}
        </Space>
      ),
    },
    { key: 'mobile', title: t('people.users.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'workno', title: t('people.users.workno'), dataIndex: 'workno', width: 100 },
    { key: 'department', title: t('people.users.department'), dataIndex: 'departmentname', width: 120, ellipsis: { showTitle: true } },
    { key: 'position', title: t('people.users.position'), dataIndex: 'positionname', width: 110, ellipsis: { showTitle: true } },
    { key: 'manager', title: t('people.users.manager'), dataIndex: 'managername', width: 100, ellipsis: { showTitle: true } },
    { key: 'role', title: t('people.users.role'), dataIndex: 'rolename', width: 110, ellipsis: { showTitle: true } },
    { key: 'validdate', title: t('people.users.validdate'), width: 110, render: (_, user) => user.validdate || t('people.users.permanent') },
    {
      key: 'status',
      title: t('people.users.status'),
      width: 90,
      render: (_, user) => <UserStatus user={user} t={t} />,
    },
    actionsColumn<AdminUser>(t('people.users.actions'), 160, (user) => actions.canManage(user) && <UserRowActions user={user} actions={actions} t={t} />),
  ];
}

/** The user's status: awaiting review (with the registration's company and job title), disabled or enabled. */
function UserStatus({ user, t }: { user: AdminUser; t: Translate }) {
  return user.reviewstatus === 'pending' ? (
    <Tag color="orange" title={t('people.users.registration', { company: user.company, jobtitle: user.jobtitle })}>
      {t('people.users.statusPending')}
    </Tag>
  ) : user.disabled ? (
    <Tag>{t('people.users.statusDisabled')}</Tag>
  ) : (
    <Tag color="green">{t('people.users.statusEnabled')}</Tag>
  );
}

/** Edit, approve a registration, enable or disable, reset the password of, unregister the voiceprint of and delete one user. */
function UserRowActions({ user, actions, t }: { user: AdminUser; actions: UserActions; t: Translate }) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => actions.edit(user)} data-testid={`user-edit-${user.account}`}>
        {t('people.users.edit')}
      </Button>
      {user.reviewstatus === 'pending' && (
        <Popconfirm
          title={t('people.users.approveConfirm', { name: user.name })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => actions.approve(user)}
        >
          <Button type="link" size="small" data-testid={`user-approve-${user.account}`}>
            {t('people.users.approve')}
          </Button>
        </Popconfirm>
      )}
      {actions.canDisable(user) && (
        <Popconfirm
          title={t(user.disabled ? 'people.users.enableConfirm' : 'people.users.disableConfirm', { name: user.name })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => actions.setDisabled(user, user.disabled ? 0 : 1)}
        >
          <Button type="link" size="small" danger={!user.disabled} data-testid={`user-disable-${user.account}`}>
            {t(user.disabled ? 'people.users.enable' : 'people.users.disable')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={() => actions.reset(user)} data-testid={`user-reset-${user.account}`}>
        {t('people.users.resetPassword')}
      </Button>
      {user.voiceprint === 1 && (
        <Popconfirm
          title={t('voiceprintAdmin.unregisterConfirm', { name: user.name })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'user-unregister-confirm' }}
          onConfirm={() => actions.unregister(user)}
        >
          <Button type="link" size="small" danger data-testid={`user-unregister-${user.account}`}>
            {t('voiceprintAdmin.unregister')}
          </Button>
        </Popconfirm>
      )}
      {actions.canRemove(user) && (
        <Popconfirm
          title={t('people.users.removeConfirm', { name: user.name })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.remove(user)}
        >
          <Button type="link" size="small" danger data-testid={`user-remove-${user.account}`}>
            {t('people.users.remove')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
