import { CopyOutlined } from '@ant-design/icons';
import type { InviteCode } from '@peilian/shared';
import { Button, Flex, Modal, Typography } from 'antd';
import { useT } from '../../../app';
import { QrCode } from '../../../components/QrCode';
import type { Notify } from '../useUserActions';
import { inviteLink } from './inviteForm';

interface Props {
  invite: InviteCode;
  notify: Notify;
  onClose: () => void;
}

/**
 * A code's QR code of its join link, the code printed under it (to be typed on the join page) and
 * the link with a copy button, for a poster or a message. The app's own QR drawing is used, as on the
 * login page's WeChat tab, so the back office draws no second kind.
 */
export function InviteQrDialog({ invite, notify, onClose }: Props) {
  const t = useT();
  const link = inviteLink(window.location, invite.code);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => notify.success(t('people.invites.linkCopied')),
      () => notify.error(t('people.invites.copyFailed')),
    );
  return (
    <Modal
      open
      title={`${t('people.invites.qr')} · ${invite.title}`}
      width={420}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="copy" type="primary" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="invite-copy-link">
          {t('people.invites.copyLink')}
        </Button>,
      ]}
    >
      <Flex vertical align="center" gap={8} data-testid="invite-qr-dialog">
        <QrCode value={link} size={220} label={t('people.invites.qr')} testId="invite-qr-image" />
        <Typography.Text strong style={{ fontSize: 24, letterSpacing: 4, fontFamily: 'monospace' }} data-testid="invite-qr-code">
          {invite.code}
        </Typography.Text>
        <Typography.Text type="secondary">{t('people.invites.qrHint')}</Typography.Text>
        <Typography.Text style={{ wordBreak: 'break-all', textAlign: 'center' }} data-testid="invite-link">
          {link}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
