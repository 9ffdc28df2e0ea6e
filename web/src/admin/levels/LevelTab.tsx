import { PlusOutlined } from '@ant-design/icons';
import type { LevelItem } from '@peilian/shared';
import { Alert, Button, message, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { LevelDialog } from './LevelDialog';
import { levelColumns } from './levelColumns';

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
        columns={levelColumns(t, { edit: setEditing, remove: drop })}
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
