import { PictureOutlined } from '@ant-design/icons';
import { PUBLISH_STATES, type AdminPackage } from '@peilian/shared';
import { Button, Image, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useT } from '../../../app/hooks';
import { avatarUrl } from '../../../identity/avatar';
import { publishStateColor, publishStateLabel, runStateLabel, timeText } from '../labels';
import { packageActions } from './packageActions';
import { listPagination } from '../../listPagination';

export interface PackageRowActions {
  edit: (row: AdminPackage) => void;
  publish: (row: AdminPackage) => void;
  unpublish: (row: AdminPackage) => void;
  remove: (row: AdminPackage) => void;
}

interface Props {
  rows: readonly AdminPackage[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  actions: PackageRowActions;
}

const COVER = { width: 96, height: 54 } as const;

/** A task list's table (admin §2): 30 rows a page by default, 30/50/100 to choose (admin §9). */
export function PackageTable({ rows, total, page, pageSize, loading, onPage, actions }: Props) {
  const t = useT();
  const columns: TableColumnsType<AdminPackage> = [
    {
      key: 'cover',
      title: t('trainingAdmin.list.cover'),
      width: COVER.width + 16,
      render: (_, row) =>
        row.cover ? (
          <Image src={avatarUrl(row.cover)} width={COVER.width} height={COVER.height} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <PictureOutlined style={{ fontSize: 24, color: '#bfbfbf' }} />
        ),
    },
    { key: 'title', title: t('trainingAdmin.list.title'), dataIndex: 'title' },
    {
      key: 'times',
      title: t('trainingAdmin.list.times'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {timeText(row.starttime)} ~ {timeText(row.endtime)}
        </span>
      ),
    },
    {
      key: 'publishstate',
      title: t('trainingAdmin.list.publishState'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={publishStateColor(row.publishstate)} data-testid={`package-state-${row.title}`}>
            {t(publishStateLabel(row.publishstate))}
          </Tag>
          {row.publishtime && row.publishstate === PUBLISH_STATES.scheduled && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('trainingAdmin.list.publishAt', { time: timeText(row.publishtime) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'runstate', title: t('trainingAdmin.list.runState'), render: (_, row) => t(runStateLabel(row.runstate)) },
    {
      key: 'childcount',
      title: t('trainingAdmin.list.children'),
      width: 90,
      render: (_, row) => <span data-testid={`package-children-${row.title}`}>{row.childcount}</span>,
    },
    {
      key: 'actions',
      title: t('trainingAdmin.list.actions'),
      render: (_, row) => {
        const offered = packageActions(row.publishstate);
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => actions.edit(row)} data-testid={`package-edit-${row.title}`}>
              {t('trainingAdmin.list.edit')}
            </Button>
            {offered.publish && (
              <Button type="link" size="small" onClick={() => actions.publish(row)} data-testid={`package-publish-${row.title}`}>
                {t('trainingAdmin.list.publish')}
              </Button>
            )}
            {offered.unpublish && (
              <Popconfirm
                title={t('trainingAdmin.list.unpublishConfirm', { title: row.title })}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => actions.unpublish(row)}
              >
                <Button type="link" size="small" data-testid={`package-unpublish-${row.title}`}>
                  {t('trainingAdmin.list.unpublish')}
                </Button>
              </Popconfirm>
            )}
            {offered.remove && (
              <Popconfirm
                title={t('trainingAdmin.list.deleteConfirm', { title: row.title })}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => actions.remove(row)}
              >
                <Button type="link" size="small" danger data-testid={`package-delete-${row.title}`}>
                  {t('trainingAdmin.list.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<AdminPackage>
      rowKey="id"
      size="middle"
      data-testid="package-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={listPagination(t, { page, rows: pageSize, total, onChange: onPage })}
    />
  );
}
