import { Button, Typography } from 'antd';
import { useT } from '../../app';

/** A settings card's save button and its saved note. */
export function SaveRow({
  saving,
  disabled,
  saved,
  onSave,
  testId,
}: {
  saving: boolean;
  disabled: boolean;
  saved: boolean;
  onSave: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <div style={{ marginTop: 12 }}>
      <Button type="primary" loading={saving} disabled={disabled} onClick={onSave} data-testid={testId}>
        {t('settings.save')}
      </Button>
      {saved && <Typography.Text type="success"> · {t('settings.saved')}</Typography.Text>}
    </div>
  );
}
