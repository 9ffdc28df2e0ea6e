import { OPERATION_CHANGES_SHOWN, operationTableLabel, type OperationChange } from '@peilian/shared';
import { Alert, Drawer, Empty, Spin, Table, Tag, Typography } from 'antd';
import { useT } from '../../app/hooks';
import { useAdminQuery } from '../data/queries';
import { adminSeconds } from '../time';
import type { OperationLogRow } from './operationLogColumns';

interface Props {
  /** The operation whose changes are shown; null closes the drawer. */
  row: OperationLogRow | null;
  onClose: () => void;
}

const ACTION_COLOURS = { insert: 'green', update: 'blue', delete: 'red' } as const;

/** An instant as the database writes it into a change (`2026-11-26T08:00:00.123+00:00`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** A field's value as text: an instant in the organisation's time, other strings as they are, anything else as JSON; a missing one as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value !== 'string') return JSON.stringify(value);
  return INSTANT.test(value) ? adminSeconds(value) : value;
}

interface FieldRow {
  field: string;
  before: unknown;
  after: unknown;
}

type Fields = Readonly<Record<string, unknown>> | null | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a change, before and after; an object field (the organisation's settings) as one row per changed key. */
function fieldsOf(before: Fields, after: Fields, prefix = ''): FieldRow[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.flatMap((name) => {
    const [was, is] = [before?.[name], after?.[name]];
    const nested = (isObject(was) || was == null) && (isObject(is) || is == null) && (isObject(was) || isObject(is));
    return nested ? fieldsOf(was as Fields, is as Fields, `${prefix}${name}.`) : [{ field: `${prefix}${name}`, before: was, after: is }];
  });
}

/** One changed row: its table, what happened to it and its id, and the changed fields before and after. */
function ChangeCard({ change }: { change: OperationChange }) {
  const t = useT();
  return (
    <div style={{ marginBottom: 16 }} data-testid="operation-change">
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Tag color={ACTION_COLOURS[change.action]}>{t(`operationLogs.actions.${change.action}`)}</Tag>
        <Typography.Text strong>{operationTableLabel(t, change.table)}</Typography.Text> <Typography.Text type="secondary">{change.rowId}</Typography.Text>
      </Typography.Paragraph>
      <Table<FieldRow>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={fieldsOf(change.before, change.after)}
        columns={[
          { key: 'field', title: t('operationLogs.change.field'), dataIndex: 'field', width: 200 },
          { key: 'before', title: t('operationLogs.change.before'), render: (_, field) => shown(field.before) },
          { key: 'after', title: t('operationLogs.change.after'), render: (_, field) => shown(field.after) },
        ]}
      />
    </div>
  );
}

/** What one operation changed: every row it added, changed or deleted, the first `OPERATION_CHANGES_SHOWN` of them. */
export function OperationChangesDrawer({ row, onClose }: Props) {
  const t = useT();
  const read = useAdminQuery('logs', 'operationChanges', row ? { id: row.id } : null);
  return (
    <Drawer open={row !== null} onClose={onClose} size={640} title={t('operationLogs.detailsTitle')} destroyOnHidden>
      <div data-testid="operation-changes">
        {read.loading && <Spin />}
        {read.error && <Alert type="error" title={read.error} />}
        {read.data && read.data.rows.length === 0 && <Empty description={t('operationLogs.none')} />}
        {read.data && read.data.total > read.data.rows.length && (
          <Alert type="info" style={{ marginBottom: 16 }} title={t('operationLogs.more', { total: read.data.total, shown: OPERATION_CHANGES_SHOWN })} />
        )}
        {read.data?.rows.map((change, index) => (
          <ChangeCard key={`${change.table}-${change.rowId}-${index}`} change={change} />
        ))}
      </div>
    </Drawer>
  );
}
