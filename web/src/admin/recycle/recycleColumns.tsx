import { recycleKindLabel, type RecycledItem, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { timeText } from '../training';

interface Actions {
  restore: (row: RecycledItem) => void;
  purge: (row: RecycledItem) => Promise<unknown>;
}

/** What a deletion took: its first record's name, and how many in all when it took several. */
export const recycledName = (t: Translate, row: RecycledItem): string =>
  row.count > 1 ? t('recycleBin.more', { title: row.title, count: row.count }) : row.title;

/** The recycle bin's columns: the kind and name, who deleted it when, when it goes for good, and restore or purge (pinned in view). */
export function recycleColumns(t: Translate, { restore, purge }: Actions): TableColumnsType<RecycledItem> {
  return [
    { key: 'kind', title: t('recycleBin.kind'), width: COLUMN_PX.status, render: (_, row) => t(recycleKindLabel(row.kind)) },
    { key: 'title', title: t('recycleBin.name'), render: (_, row) => clippedText(recycledName(t, row), 2) },
    { key: 'deleter', title: t('recycleBin.deleter'), dataIndex: 'deleter', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
    { key: 'deletedate', title: t('recycleBin.deletedate'), width: COLUMN_PX.date, render: (_, row) => timeText(row.deletedate) },
    { key: 'purgedate', title: t('recycleBin.purgedate'), width: COLUMN_PX.date, render: (_, row) => timeText(row.purgedate) },
    actionsColumn<RecycledItem>(t('recycleBin.actions'), 140, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => restore(row)} data-testid={`recycle-restore-${row.title}`}>
          {t('recycleBin.restore')}
        </Button>
        <Popconfirm
          title={t('recycleBin.purgeConfirm', { title: recycledName(t, row) })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'recycle-purge-confirm' }}
          onConfirm={() => purge(row)}
        >
          <Button type="link" size="small" danger data-testid={`recycle-purge-${row.title}`}>
            {t('recycleBin.purge')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
