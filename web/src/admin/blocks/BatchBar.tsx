import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../app/hooks';

interface Props {
  count: number;
  onClear: () => void;
  /** The batch actions (buttons), shown only while rows are chosen. */
  children: ReactNode;
}

/** Above a list with chosen rows: how many, the batch actions and the way to clear the choice. */
export function BatchBar({ count, onClear, children }: Props) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="batch-bar">
      <Typography.Text strong>{t('admin.batchSelected', { count })}</Typography.Text>
      {children}
      <Button type="link" onClick={onClear}>
        {t('admin.batchClear')}
      </Button>
    </Space>
  );
}
