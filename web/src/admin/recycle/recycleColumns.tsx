import { publishStateLabel, taskListLabel, type RecycledItem, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';
import { timeText } from '../training/labels';

interface Actions {
  restore: (row: RecycledItem) => void;
  purge: (row: RecycledItem) => Promise<unknown>;
}

/** The recycle bin's columns: the package, its list and state, who deleted it when, and restore or purge (pinned in view). */
export function recycleColumns(t: Translate, { restore, purge }: Actions): TableColumnsType<RecycledItem> {
  return [
    textColumn<RecycledItem>(t('trainingAdmin.recycleBin.name'), 'title'),
    { key: 'tasktype', title: t('trainingAdmin.recycleBin.taskList'), width: COLUMN_PX.name, render: (_, row) => t(taskListLabel(row.tasktype)) },
    { key: 'state', title: t('trainingAdmin.recycleBin.state'), width: COLUMN_PX.status, render: (_, row) => t(publishStateLabel(row.publishstate)) },
    {
      key: 'deleter',
      title: t('trainingAdmin.recycleBin.deleter'),
      dataIndex: 'deleter',
      width: COLUMN_PX.name,
      render: (name: string) => clippedText(name, 1),
    },
    { key: 'deletedate', title: t('trainingAdmin.recycleBin.deletedate'), width: COLUMN_PX.date, render: (_, row) => timeText(row.deletedate) },
    actionsColumn<RecycledItem>(t('trainingAdmin.recycleBin.actions'), 140, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => restore(row)} data-testid={`recycle-restore-${row.title}`}>
          {t('trainingAdmin.recycleBin.restore')}
        </Button>
        <Popconfirm
          title={t('trainingAdmin.recycleBin.purgeConfirm', { title: row.title })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'recycle-purge-confirm' }}
          onConfirm={() => purge(row)}
        >
          <Button type="link" size="small" danger data-testid={`recycle-purge-${row.title}`}>
            {t('trainingAdmin.recycleBin.purge')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
