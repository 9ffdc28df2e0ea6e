import { Alert, Typography } from 'antd';
import { useT } from '../../app';
import { clockText } from './format';

/**
 * When a report's figures were computed ("数据更新于 HH:mm", admin §9: every 10 minutes), or — before
 * the first refresh — that they are being computed; `statsuntil` adds where student statistics end.
 */
export function AsOf({ asof, statsuntil }: { asof: string | null; statsuntil?: string }) {
  const t = useT();
  if (asof === null) return <Alert type="info" showIcon title={t('reports.common.computing')} data-testid="report-computing" style={{ marginBottom: 12 }} />;
  return (
    <Typography.Text type="secondary" data-testid="report-asof">
      {t('reports.common.asOf', { time: clockText(asof) })}
      {statsuntil && <span data-testid="report-statsuntil"> · {t('reports.common.statsUntil', { day: statsuntil })}</span>}
    </Typography.Text>
  );
}
