import type { LevelItem, Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { avatarUrl } from '../../lib/avatar';
import { actionsColumn, COLUMN_PX, textColumn } from '../blocks/columns';

export interface LevelActions {
  edit: (level: LevelItem) => void;
  remove: (level: LevelItem) => Promise<unknown>;
}

/** The ladder's columns: icon, name, upgrade experience, edit and delete. */
export function levelColumns(t: Translate, { edit, remove }: LevelActions): TableColumnsType<LevelItem> {
  return [
    {
      title: t('levels.level.icon'),
      dataIndex: 'icon',
      width: 90,
      render: (icon: string, level) => (icon ? <img src={avatarUrl(icon)} alt={level.name} width={32} height={32} /> : '—'),
    },
    textColumn<LevelItem>(t('levels.level.name'), 'name', { testId: 'level-name' }),
    { title: t('levels.level.experience'), dataIndex: 'experience', width: COLUMN_PX.number },
    actionsColumn<LevelItem>(t('levels.actions'), 150, (level) => (
      <Space size={0}>
        <Button type="link" onClick={() => edit(level)} data-testid={`level-edit-${level.name}`}>
          {t('levels.edit')}
        </Button>
        <Popconfirm title={t('levels.level.deleteConfirm', { name: level.name })} onConfirm={() => remove(level)}>
          <Button type="link" danger data-testid={`level-delete-${level.name}`}>
            {t('levels.delete')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
