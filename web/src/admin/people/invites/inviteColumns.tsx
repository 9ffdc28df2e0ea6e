import type { InviteCode, InviteStatus, MessageKey, Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText } from '../../blocks/columns';

const STATUS_TAGS: Record<InviteStatus, { label: MessageKey; color?: string }> = {
  active: { label: 'people.invites.statusActive', color: 'green' },
  expired: { label: 'people.invites.statusExpired', color: 'orange' },
  full: { label: 'people.invites.statusFull', color: 'gold' },
  revoked: { label: 'people.invites.statusRevoked' },
};

/**
 * Narrower than the blocks' defaults, each still holding its longest usual text (a title of 8, a
 * code, a date, "9999/9999"), so the whole list fits 1280 px beside the sidebar without scrolling.
 */
const WIDTHS = { title: 128, code: 100, department: 116, position: 108, role: 96, validity: 104, usage: 80, status: 80, actions: 164 };

export interface InviteActions {
  edit: (invite: InviteCode) => void;
  showQr: (invite: InviteCode) => void;
  revoke: (invite: InviteCode) => void;
}

/** A name column of the list, '—' where the code sets none (no position, no role). */
const nameColumn = (key: keyof InviteCode & string, title: string, width: number, none: string) => ({
  key,
  title,
  width,
  render: (_: unknown, invite: InviteCode) => clippedText(String(invite[key]) || none, 1),
});

/**
 * The invite code list's columns: title, the code, where it places people (department, position,
 * role), its validity, how many joined of the most it lets in, its status, and edit / QR code /
 * revoke while it is not revoked (a revoked code is kept for the record only). A code placing people
 * where the administrator could not place them itself comes without its code and actions.
 */
export function inviteColumns(t: Translate, { edit, showQr, revoke }: InviteActions): TableColumnsType<InviteCode> {
  const none = t('people.invites.none');
  return [
    { key: 'title', title: t('people.invites.name'), dataIndex: 'title', width: WIDTHS.title, render: (title: string) => clippedText(title, 1) },
    {
      key: 'code',
      title: t('people.invites.code'),
      dataIndex: 'code',
      width: WIDTHS.code,
      render: (code: string) =>
        code ? <Typography.Text code>{code}</Typography.Text> : <Typography.Text type="secondary">{t('people.invites.codeWithheld')}</Typography.Text>,
    },
    nameColumn('departmentname', t('people.invites.department'), WIDTHS.department, none),
    nameColumn('positionname', t('people.invites.position'), WIDTHS.position, none),
    nameColumn('rolename', t('people.invites.role'), WIDTHS.role, none),
    {
      key: 'validdate',
      title: t('people.invites.validity'),
      width: WIDTHS.validity,
      render: (_, invite) => invite.validdate || t('people.invites.permanent'),
    },
    {
      key: 'usage',
      title: t('people.invites.used'),
      width: WIDTHS.usage,
      render: (_, invite) => (
        <span data-testid={`invite-usage-${invite.code}`}>{t('people.invites.usage', { used: invite.usedcount, max: invite.maxcount })}</span>
      ),
    },
    {
      key: 'status',
      title: t('people.invites.status'),
      width: WIDTHS.status,
      render: (_, invite) => <Tag color={STATUS_TAGS[invite.status].color}>{t(STATUS_TAGS[invite.status].label)}</Tag>,
    },
    actionsColumn<InviteCode>(
      t('people.users.actions'),
      WIDTHS.actions,
      (invite) => invite.status !== 'revoked' && invite.manageable === 1 && <InviteRowActions invite={invite} t={t} actions={{ edit, showQr, revoke }} />,
    ),
  ];
}

/** A code's edit, QR code and revoke (asked first: a revoked code cannot be used again). */
function InviteRowActions({ invite, t, actions }: { invite: InviteCode; t: Translate; actions: InviteActions }) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => actions.edit(invite)} data-testid={`invite-edit-${invite.code}`}>
        {t('people.users.edit')}
      </Button>
      <Button type="link" size="small" onClick={() => actions.showQr(invite)} data-testid={`invite-qr-${invite.code}`}>
        {t('people.invites.qr')}
      </Button>
      <Popconfirm
        title={t('people.invites.revokeConfirm', { title: invite.title })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => actions.revoke(invite)}
      >
        <Button type="link" size="small" danger data-testid={`invite-revoke-${invite.code}`}>
          {t('people.invites.revoke')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
