import { PlusOutlined } from '@ant-design/icons';
import type { InviteCode } from '@peilian/shared';
import { Alert, Button, Card, message, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app';
import { errorMessage } from '../../../lib/errorMessage';
import { ListTable } from '../../blocks/ListTable';
import { PageTitle } from '../../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { USER_LIST_ROUTE } from '../EditUserPage';
import type { Notify } from '../useUserActions';
import { inviteColumns } from './inviteColumns';
import { InviteDialog } from './InviteDialog';
import { InviteQrDialog } from './InviteQrDialog';

/**
 * `/admin/system/invitecode` (admin §3 Invite code; a hidden page of adminuser, opened from the user
 * list's toolbar): the organisation's invite codes (a short list, unpaged), their editor, QR code and
 * revoke.
 */
export function InviteCodesPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const notify: Notify = { success: (text) => void notice.success(text), error: (text) => void notice.error(text) };
  const invites = useAdminQuery('invites', 'list', {});
  const revokeInvite = useAdminMutation('invites', 'revoke');
  const [editing, setEditing] = useState<{ invite: InviteCode | undefined } | null>(null);
  const [showing, setShowing] = useState<InviteCode | null>(null);

  const revoke = (invite: InviteCode) =>
    void revokeInvite.run({ id: invite.id }).then(
      () => notify.success(t('people.invites.revoked')),
      (error: unknown) => notify.error(errorMessage(error, t)),
    );

  return (
    <Card>
      {holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="invite-codes-title">{t('people.invites.title')}</PageTitle>
        <Space>
          <Button onClick={() => navigate(USER_LIST_ROUTE)}>{t('people.form.back')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ invite: undefined })} data-testid="invite-add">
            {t('people.invites.add')}
          </Button>
        </Space>
      </Space>
      {invites.error && <Alert type="error" showIcon title={invites.error} style={{ marginBottom: 16 }} />}
      <ListTable<InviteCode>
        emptyText={t('people.invites.empty')}
        rowKey="id"
        testId="invite-table"
        rowTestId={(invite) => `invite-row-${invite.code}`}
        columns={inviteColumns(t, { edit: (invite) => setEditing({ invite }), showQr: setShowing, revoke })}
        data={invites.data && { rows: invites.data.rows, total: invites.data.rows.length }}
        loading={invites.loading}
      />
      {editing && (
        <InviteDialog
          invite={editing.invite}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success(t('people.invites.saved'));
          }}
        />
      )}
      {showing && <InviteQrDialog invite={showing} notify={notify} onClose={() => setShowing(null)} />}
    </Card>
  );
}
