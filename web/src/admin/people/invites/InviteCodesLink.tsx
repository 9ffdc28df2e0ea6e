import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../../../app';
import { INVITE_CODES_ROUTE } from './inviteForm';

/** The user list's way to its invite codes: a link (the app routes by hash), so it opens in a new tab too. */
export function InviteCodesLink() {
  const t = useT();
  return (
    <Button icon={<QrcodeOutlined />} href={`#${INVITE_CODES_ROUTE}`} data-testid="invite-codes-open">
      {t('people.invites.title')}
    </Button>
  );
}
