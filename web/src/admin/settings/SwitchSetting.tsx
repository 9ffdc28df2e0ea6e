import { Switch, Typography } from 'antd';
import { useT } from '../../app';

interface SwitchSettingProps {
  label: string;
  checked: boolean;
  busy: boolean;
  disabled: boolean;
  saved: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

/** An on/off setting of 系统设置 that saves as it is switched, with its label and the saved note. */
export function SwitchSetting({ label, checked, busy, disabled, saved, onChange, testId }: SwitchSettingProps) {
  const t = useT();
  return (
    <>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch checked={checked} loading={busy} disabled={disabled} onChange={onChange} data-testid={testId} />
        {label}
      </label>
      {saved && <Typography.Text type="success"> · {t('settings.saved')}</Typography.Text>}
    </>
  );
}
