import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useT } from '../app';
import { MiniProgramQrCard } from '../components/MiniProgramQrCard';

/** The mini-program QR popover of the admin top bar (admin §2; the caller hides it for private deployments). */
export function AdminMiniProgramQr() {
  const t = useT();
  const content = <MiniProgramQrCard testId="admin-mini-qr-card" />;
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button type="text" icon={<QrcodeOutlined />} aria-label={t('profile.miniProgram')} data-testid="admin-mini-qr" />
    </Popover>
  );
}
