import { PAGE_SIZE_DEFAULT, publishStateLabel, taskListLabel, type RecycledItem } from '@peilian/shared';
import { Alert, Button, Card, message, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { adminApi } from '../api';
import { listPagination } from '../listPagination';
import { timeText } from '../training/labels';

/**
 * The recycle bin (admin §2 recyclebin, isadmin 100; §4 "restore or delete permanently"): deleted
 * task packages, restored to the state they were deleted in or deleted for good.
 */
export function RecycleBinPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [paging, setPaging] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT });
  const [list, setList] = useState<{ rows: RecycledItem[]; total: number }>({ rows: [], total: 0 });
  const [loadError, setLoadError] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    adminApi.recycleBin.list(paging).then(
      (answer) => current && (setList(answer), setLoadError('')),
      (error: unknown) => current && setLoadError(errorMessage(error, t, 'trainingAdmin.list.loadFailed')),
    );
    return () => {
      current = false;
    };
  }, [paging, version, t]);

  const act = (action: Promise<unknown>, done: string) =>
    action.then(
      () => {
        void notice.success(done);
        setVersion((value) => value + 1);
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  const columns: TableColumnsType<RecycledItem> = [
    { key: 'title', title: t('trainingAdmin.recycleBin.name'), dataIndex: 'title' },
    { key: 'tasktype', title: t('trainingAdmin.recycleBin.taskList'), render: (_, row) => t(taskListLabel(row.tasktype)) },
    { key: 'state', title: t('trainingAdmin.recycleBin.state'), render: (_, row) => t(publishStateLabel(row.publishstate)) },
    { key: 'deleter', title: t('trainingAdmin.recycleBin.deleter'), dataIndex: 'deleter' },
    { key: 'deletedate', title: t('trainingAdmin.recycleBin.deletedate'), render: (_, row) => timeText(row.deletedate) },
    {
      key: 'actions',
      title: t('trainingAdmin.recycleBin.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => void act(adminApi.recycleBin.restore({ id: row.id }), t('trainingAdmin.recycleBin.restored'))}
            data-testid={`recycle-restore-${row.title}`}
          >
            {t('trainingAdmin.recycleBin.restore')}
          </Button>
          <Popconfirm
            title={t('trainingAdmin.recycleBin.purgeConfirm', { title: row.title })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'recycle-purge-confirm' }}
            onConfirm={() => act(adminApi.recycleBin.purge({ id: row.id }), t('trainingAdmin.recycleBin.purged'))}
          >
            <Button type="link" size="small" danger data-testid={`recycle-purge-${row.title}`}>
              {t('trainingAdmin.recycleBin.purge')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      {holder}
      <Typography.Title level={3} data-testid="recycle-bin-title">
        {t('trainingAdmin.recycleBin.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('trainingAdmin.recycleBin.note')}</Typography.Paragraph>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <Table<RecycledItem>
        rowKey="id"
        size="middle"
        data-testid="recycle-bin-table"
        columns={columns}
        dataSource={list.rows}
        pagination={listPagination(t, {
          page: paging.page,
          rows: paging.rows,
          total: list.total,
          onChange: (page, rows) => setPaging({ page: rows === paging.rows ? page : 1, rows }),
        })}
      />
    </Card>
  );
}
