import { functionLabelKey, operationText, type Translate } from '@peilian/shared';
import { Button, type TableColumnsType } from 'antd';
import { COLUMN_PX } from '../blocks/columns';
import type { AdminAnswer } from '../data/types';
import { adminSeconds } from '../time';

export type OperationLogRow = AdminAnswer<'logs', 'operations'>['rows'][number];

const ANY_ADMIN = 'any-admin';

/** The function an operation went through, by its label in the caller's language. */
const operationFunction = (t: Translate, key: string) => (key === ANY_ADMIN ? t('operationLogs.anyAdmin') : t(functionLabelKey(key)));

interface Actions {
  /** Narrows the list to the operator's operations. */
  onAccount: (account: string) => void;
  /** Opens what the operation changed. */
  onChanges: (row: OperationLogRow) => void;
}

/** The operation log's columns: when, who, through which function, what it did to which record, and its changes. */
export function operationLogColumns(t: Translate, { onAccount, onChanges }: Actions): TableColumnsType<OperationLogRow> {
  return [
    { key: 'time', title: t('operationLogs.col.time'), width: COLUMN_PX.date + 24, render: (_, row) => adminSeconds(row.time) },
    {
      key: 'account',
      title: t('operationLogs.col.account'),
      width: COLUMN_PX.name,
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onAccount(row.account)} data-testid="operation-log-account">
          {row.account}
        </Button>
      ),
    },
    { key: 'name', title: t('operationLogs.col.name'), dataIndex: 'name', width: COLUMN_PX.name },
    { key: 'function', title: t('operationLogs.col.function'), width: COLUMN_PX.name, render: (_, row) => operationFunction(t, row.function) },
    {
      key: 'action',
      title: t('operationLogs.col.action'),
      render: (_, row) => (
        <span title={`${row.method} /${row.route}`} data-testid="operation-log-action">
          {operationText(t, row)}
        </span>
      ),
    },
    { key: 'record', title: t('operationLogs.col.recordId'), dataIndex: 'recordId', ellipsis: true, width: COLUMN_PX.name },
    { key: 'ip', title: t('operationLogs.col.ip'), dataIndex: 'ip', width: COLUMN_PX.name },
    {
      key: 'changes',
      title: t('operationLogs.col.changes'),
      width: COLUMN_PX.number + 24,
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChanges(row)} data-testid="operation-log-changes">
          {t('operationLogs.details')} ({row.changes})
        </Button>
      ),
    },
  ];
}
