import { PlusOutlined } from '@ant-design/icons';
import type { BadgeItem } from '@peilian/shared';
import { Alert, Button, message, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { BadgeDialog } from './BadgeDialog';
import { badgeColumns } from './badgeColumns';

/** The organisation's badges by order: what earns each and how many learners hold it; add, edit and delete. */
export function BadgeTab() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const list = useAdminQuery('badges', 'list', {});
  const remove = useAdminMutation('badges', 'remove');
  const [editing, setEditing] = useState<BadgeItem | null | undefined>(undefined);
  const drop = (badge: BadgeItem) =>
    remove.run({ id: badge.id }).then(
      () => void notice.success(t('levels.deleted')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  return (
    <div>
      {holder}
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="badge-add">
          {t('levels.badge.add')}
        </Button>
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<BadgeItem>
        rowKey="id"
        testId="badge-table"
        data={list.data}
        loading={list.loading}
        columns={badgeColumns(t, { edit: setEditing, remove: drop })}
      />
      {editing !== undefined && (
        <BadgeDialog
          badge={editing}
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
