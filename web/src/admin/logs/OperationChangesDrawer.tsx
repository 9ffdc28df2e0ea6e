import { changeFields, OPERATION_CHANGES_SHOWN, operationTableLabel, type ChangeField, type OperationChange } from '@peilian/shared';
import { Alert, Drawer, Empty, Spin, Table, Tag, Typography } from 'antd';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { adminSeconds } from '../time';
import type { OperationLogRow } from './operationLogColumns';

interface Props {
  /** The operation whose changes are shown; null closes the drawer. */
  row: OperationLogRow | null;
  onClose: () => void;
}

const ACTION_COLOURS = { insert: 'green', update: 'blue', delete: 'red' } as const;

/** One changed record: its kind and name, what happened to it, and the changed fields before and after in the manager's words. */
function ChangeCard({ change, names }: { change: OperationChange; names: Readonly<Record<string, string>> }) {
  const t = useT();
  return (
    <div style={{ marginBottom: 16 }} data-testid="operation-change">
      <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="operation-change-title">
        <Tag color={ACTION_COLOURS[change.action]}>{t(`operationLogs.actions.${change.action}`)}</Tag>
        <Typography.Text strong>{operationTableLabel(t, change.table)}</Typography.Text>{' '}
        <Typography.Text type="secondary">{names[change.rowId] ?? change.rowId}</Typography.Text>
      </Typography.Paragraph>
      <Table<ChangeField>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={changeFields(t, change, { names, time: adminSeconds })}
        columns={[
          { key: 'field', title: t('operationLogs.change.field'), dataIndex: 'label', width: 200 },
          { key: 'before', title: t('operationLogs.change.before'), dataIndex: 'before' },
          { key: 'after', title: t('operationLogs.change.after'), dataIndex: 'after' },
        ]}
      />
    </div>
  );
}

/** What one operation changed: every row it added, changed or deleted, the first `OPERATION_CHANGES_SHOWN` of them. */
export function OperationChangesDrawer({ row, onClose }: Props) {
  const t = useT();
  const read = useAdminQuery('logs', 'operationChanges', row ? { id: row.id } : null);
  const data = read.data;
  return (
    <Drawer open={row !== null} onClose={onClose} size={640} title={t('operationLogs.detailsTitle')} destroyOnHidden>
      <div data-testid="operation-changes">
        {read.loading && <Spin />}
        {read.error && <Alert type="error" title={read.error} />}
        {data && data.rows.length === 0 && <Empty description={t('operationLogs.none')} />}
        {data && data.total > data.rows.length && (
          <Alert type="info" style={{ marginBottom: 16 }} title={t('operationLogs.more', { total: data.total, shown: OPERATION_CHANGES_SHOWN })} />
        )}
        {data?.rows.map((change, index) => (
          <ChangeCard key={`${change.table}-${change.rowId}-${index}`} change={change} names={data.names} />
        ))}
      </div>
    </Drawer>
  );
}
