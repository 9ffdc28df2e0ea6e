import { PlusOutlined } from '@ant-design/icons';
import type { LevelItem } from '@peilian/shared';
import { Alert, Button, message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { actionsColumn, COLUMN_PX, textColumn } from '../blocks/columns';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { LevelDialog } from './LevelDialog';

/** The ladder, lowest level first: icon, name, upgrade experience; add, edit and delete. */
export function LevelTab() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const list = useAdminQuery('levels', 'list', {});
  const remove = useAdminMutation('levels', 'remove');
  const [editing, setEditing] = useState<LevelItem | null | undefined>(undefined);
  const drop = (level: LevelItem) =>
    remove.run({ id: level.id }).then(
      () => void notice.success(t('levels.deleted')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  return (
    <div>
      {holder}
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="level-add">
          {t('levels.level.add')}
        </Button>
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<LevelItem>
        rowKey="id"
        testId="level-table"
        data={list.data}
        loading={list.loading}
        columns={[
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
              <Button type="link" onClick={() => setEditing(level)} data-testid={`level-edit-${level.name}`}>
                {t('levels.edit')}
              </Button>
              <Popconfirm title={t('levels.level.deleteConfirm', { name: level.name })} onConfirm={() => drop(level)}>
                <Button type="link" danger data-testid={`level-delete-${level.name}`}>
                  {t('levels.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )),
        ]}
      />
      {editing !== undefined && (
        <LevelDialog
          level={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void notice.success(t('levels.saved'));
          }}
        />
      )}
    </div>
  );
}
