import type { DialogCollectItem, Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, COLUMN_PX, textColumn } from '../blocks/columns';
import { adminTime } from '../time';
import { collectDetailPath, durationText } from './paths';
import { StatusText } from './StatusText';

/** The recordings' columns: name, duration, status and progress, generated or not, uploaded, actions. */
export function collectColumns(t: Translate, remove: (row: DialogCollectItem) => Promise<unknown>): TableColumnsType<DialogCollectItem> {
  return [
    textColumn<DialogCollectItem>(t('dialogCollect.columns.name'), 'name', { width: 240 }),
    { title: t('dialogCollect.columns.duration'), width: COLUMN_PX.number, render: (_, row) => durationText(row.duration) },
    { title: t('dialogCollect.columns.status'), width: COLUMN_PX.status + 100, render: (_, row) => <StatusText row={row} t={t} /> },
    {
      title: t('dialogCollect.columns.generated'),
      width: COLUMN_PX.status,
      render: (_, row) => t(row.generated ? 'dialogCollect.generated.yes' : 'dialogCollect.generated.no'),
    },
    { title: t('dialogCollect.columns.createtime'), width: COLUMN_PX.date, render: (_, row) => adminTime(row.createdate) },
    actionsColumn<DialogCollectItem>(t('dialogCollect.columns.actions'), 180, (row) => (
      <Space size={0}>
        <Link
          to={collectDetailPath(row.id)}
          aria-label={t('dialogCollect.actions.viewOf', { name: row.name })}
          data-testid={`collect-view-${row.name}`}
          style={{ padding: '4px 15px' }}
        >
          {t('dialogCollect.actions.view')}
        </Link>
        <Popconfirm title={t('dialogCollect.actions.removeConfirm', { name: row.name })} onConfirm={() => remove(row)}>
          <Button type="link" danger aria-label={t('dialogCollect.actions.removeOf', { name: row.name })} data-testid={`collect-remove-${row.name}`}>
            {t('dialogCollect.actions.remove')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
