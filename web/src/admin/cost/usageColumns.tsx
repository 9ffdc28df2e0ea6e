import type { Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { COLUMN_PX } from '../blocks/columns';
import type { UsageRow } from './usageChart';

/** The usage table's columns: department or person, period, service, quantity in its raw unit, cost. */
export function usageColumns(t: Translate, fen: (value: number) => string, count: (value: number) => string): TableColumnsType<UsageRow> {
  return [
    { key: 'name', title: t('billing.usage.name'), width: COLUMN_PX.name, render: (_: unknown, cell) => (cell.key ? cell.name : t('billing.usage.noName')) },
    { key: 'period', title: t('billing.usage.periodColumn'), dataIndex: 'period', width: 120 },
    { key: 'service', title: t('billing.usage.service'), width: COLUMN_PX.name, render: (_: unknown, cell) => t(`billing.services.${cell.service}`) },
    {
      key: 'quantity',
      title: t('billing.usage.quantity'),
      width: 180,
      align: 'right',
      render: (_: unknown, cell) => `${count(cell.quantity)} ${t(`billing.rawUnits.${cell.service}`)}`,
    },
    { key: 'cost', title: t('billing.usage.cost'), width: 140, align: 'right', render: (_: unknown, cell) => fen(cell.cost) },
  ];
}
