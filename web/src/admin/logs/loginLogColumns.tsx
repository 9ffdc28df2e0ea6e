import type { Translate } from '@peilian/shared';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { COLUMN_PX, textColumn } from '../blocks/columns';
import type { AdminAnswer } from '../data/types';
import { adminSeconds } from '../time';

export type LoginLogRow = AdminAnswer<'logs', 'login'>['rows'][number];

const clientLabel = (t: Translate, client: string) => (client === 'pc' || client === 'mini' ? t(`loginLogs.clients.${client}`) : client);

/**
 * The sign-in logs' columns: when, who, how, the outcome with its reason, and where from. An account
 * is a link that narrows the list to that account's sign-ins (`onAccount`).
 */
export function loginLogColumns(t: Translate, onAccount: (account: string) => void): TableColumnsType<LoginLogRow> {
  return [
    { key: 'time', title: t('loginLogs.col.time'), width: COLUMN_PX.date + 24, render: (_, row) => adminSeconds(row.time) },
    {
      key: 'account',
      title: t('loginLogs.col.account'),
      width: COLUMN_PX.name,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          title={t('loginLogs.onlyAccount')}
          onClick={() => onAccount(row.account)}
          data-testid="login-log-account"
        >
          {row.account}
        </Button>
      ),
    },
    { key: 'name', title: t('loginLogs.col.name'), dataIndex: 'name', width: COLUMN_PX.name },
    { key: 'method', title: t('loginLogs.col.method'), width: COLUMN_PX.name, render: (_, row) => t(`loginLogs.methods.${row.method}`) },
    {
      key: 'result',
      title: t('loginLogs.col.result'),
      width: COLUMN_PX.text,
      render: (_, row) => (
        <span data-testid="login-log-result">
          <Tag color={row.result === 'success' ? 'green' : 'red'}>{t(`loginLogs.results.${row.result}`)}</Tag>
          {row.reason && <Typography.Text>{row.reason}</Typography.Text>}
        </span>
      ),
    },
    { key: 'ip', title: t('loginLogs.col.ip'), dataIndex: 'ip', width: COLUMN_PX.name },
    textColumn<LoginLogRow>(t('loginLogs.col.device'), 'device', { width: 200 }),
    { key: 'client', title: t('loginLogs.col.client'), width: COLUMN_PX.number, render: (_, row) => clientLabel(t, row.client) },
  ];
}
