import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../app';

interface Props {
  /** How many rows are chosen: the bar shows only while some are. */
  count: number;
  onClear: () => void;
  /** The batch's actions (buttons acting on the chosen rows). */
  children: ReactNode;
}

/** Above a list with batch selection: how many rows are chosen, what can be done to them, and clearing the choice. */
export function BatchBar({ count, onClear, children }: Props) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Space wrap className="admin-batch-bar" data-testid="batch-bar" role="region" aria-label={t('admin.batch.region')}>
      <Typography.Text data-testid="batch-count">{t('admin.batch.selected', { count })}</Typography.Text>
      {children}
      <Button type="link" onClick={onClear} data-testid="batch-clear">
        {t('admin.batch.clear')}
      </Button>
    </Space>
  );
}
