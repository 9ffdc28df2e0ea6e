import type { DialogCollectItem, Translate } from '@peilian/shared';
import { Progress, Tag, Tooltip } from 'antd';

const COLOURS = { waiting: 'default', recognising: 'processing', recognised: 'success', failed: 'error' } as const;

/** A recording's status: its tag, the progress while recognised, the reason of a failure. */
export function StatusText({ row, t }: { row: DialogCollectItem; t: Translate }) {
  const tag = (
    <Tag color={COLOURS[row.status]} data-testid={`collect-status-${row.name}`}>
      {t(`dialogCollect.statuses.${row.status}`)}
    </Tag>
  );
  if (row.status === 'failed') return <Tooltip title={t('dialogCollect.reason', { reason: row.reason })}>{tag}</Tooltip>;
  if (row.status !== 'recognising') return tag;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {tag}
      <Progress percent={row.progress} size="small" style={{ width: 90, margin: 0 }} aria-label={t('dialogCollect.progress', { percent: row.progress })} />
    </span>
  );
}
