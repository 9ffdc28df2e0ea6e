import type { BillRow, Translate } from '@peilian/shared';
import { Typography, type TableColumnsType } from 'antd';
import { COLUMN_PX, textColumn } from '../blocks/columns';
import { adminTime } from '../time';
import { channelLabel } from './labels';

/** A bill row's columns (admin §3: time, type, channel, income, expense, balance) and its note, narrow enough to fit at 1280 px. */
export function billColumns(t: Translate, fen: (value: number) => string): TableColumnsType<BillRow> {
  const money = (value: number) => (value === 0 ? '-' : fen(value));
  return [
    { key: 'time', title: t('billing.bills.time'), width: COLUMN_PX.date, render: (_: unknown, row) => adminTime(row.time) },
    { key: 'kind', title: t('billing.bills.kind'), width: 110, render: (_: unknown, row) => t(`billing.kinds.${row.kind}`) },
    { key: 'channel', title: t('billing.bills.channel'), width: 140, render: (_: unknown, row) => channelLabel(row.channel, t) },
    { key: 'income', title: t('billing.bills.income'), width: 120, align: 'right', render: (_: unknown, row) => money(row.income) },
    { key: 'expense', title: t('billing.bills.expense'), width: 120, align: 'right', render: (_: unknown, row) => money(row.expense) },
    {
      key: 'balance',
      title: t('billing.bills.balance'),
      width: 130,
      align: 'right',
      render: (_: unknown, row) => <Typography.Text type={row.balance < 0 ? 'danger' : undefined}>{fen(row.balance)}</Typography.Text>,
    },
    textColumn<BillRow>(t('billing.bills.note'), 'note', { width: 200 }),
  ];
}
