import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useT } from '../app/hooks';
import { MINI_PROGRAM_QR_IMAGE } from '../config/site';

const QR_PX = 160;

/** The mini-program QR popover of the admin top bar (admin §2; the caller hides it for private deployments). */
export function AdminMiniProgramQr() {
  const t = useT();
  const content = (
    <div className="mini-qr" data-testid="admin-mini-qr-card">
      <img src={MINI_PROGRAM_QR_IMAGE} width={QR_PX} height={QR_PX} alt={t('profile.miniProgram')} />
      <span>{t('profile.miniProgram')}</span>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button type="text" icon={<QrcodeOutlined />} aria-label={t('profile.miniProgram')} data-testid="admin-mini-qr" />
    </Popover>
  );
}
