import { CHILD_TASK_TYPES, isMediaChildType, type AdminChildTask, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useT } from '../../../app/hooks';
import { childTypeLabel, timeText } from '../labels';

/** A quick Q&A child's sources and draw count: "2 categories, 10 drawn". */
function faqSummary(t: Translate, row: AdminChildTask): string {
  const params = { refs: row.refs.length, count: Number(row.settings.count) || 0 };
  return t(row.settings.source === 'list' ? 'trainingAdmin.faqChild.summaryList' : 'trainingAdmin.faqChild.summaryCatalog', params);
}

interface Props {
  rows: readonly AdminChildTask[];
  /** Published or scheduled: read-only. */
  locked: boolean;
  onEdit: (child: AdminChildTask) => void;
  onDelete: (child: AdminChildTask) => void;
}

/** A package's child tasks: type, title, weight, required, times, front task, media (a quick Q&A's sources), actions. */
export function ChildTaskTable({ rows, locked, onEdit, onDelete }: Props) {
  const t = useT();
  const titleOf = (id: string) => rows.find((row) => row.id === id)?.title ?? '';
  const columns: TableColumnsType<AdminChildTask> = [
    { key: 'type', title: t('trainingAdmin.children.type'), width: 110, render: (_, row) => t(childTypeLabel(row.type)) },
    { key: 'title', title: t('trainingAdmin.children.name'), dataIndex: 'title' },
    { key: 'weight', title: t('trainingAdmin.children.weight'), width: 80, render: (_, row) => `${row.weight}%` },
    {
      key: 'required',
      title: t('trainingAdmin.children.required'),
      width: 70,
      render: (_, row) => (row.required === 1 ? <Tag color="blue">{t('trainingAdmin.children.yes')}</Tag> : t('trainingAdmin.children.no')),
    },
    {
      key: 'times',
      title: t('trainingAdmin.children.times'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {timeText(row.starttime)} ~ {timeText(row.endtime)}
        </span>
      ),
    },
    { key: 'front', title: t('trainingAdmin.children.front'), render: (_, row) => titleOf(row.fronttaskid) || t('trainingAdmin.children.frontNone') },
    {
      key: 'media',
      title: t('trainingAdmin.children.media'),
      render: (_, row) => {
        if (row.type === CHILD_TASK_TYPES.faq) return faqSummary(t, row);
        if (!isMediaChildType(row.type)) return '—';
        const names = row.refs.flatMap((ref) => ('mediaid' in ref ? [ref.name || ref.mediaid] : []));
        return (
          <Tooltip title={names.join('、')}>
            <span>{t('trainingAdmin.children.mediaCount', { count: names.length })}</span>
          </Tooltip>
        );
      },
    },
    {
      key: 'actions',
      title: t('trainingAdmin.children.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" disabled={locked} onClick={() => onEdit(row)} data-testid={`child-edit-${row.title}`}>
            {t('trainingAdmin.children.edit')}
          </Button>
          <Popconfirm
            disabled={locked}
            title={t('trainingAdmin.children.deleteConfirm', { title: row.title })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => onDelete(row)}
          >
            <Button type="link" size="small" danger disabled={locked} data-testid={`child-delete-${row.title}`}>
              {t('trainingAdmin.children.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<AdminChildTask>
      rowKey="id"
      size="small"
      data-testid="child-table"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: t('trainingAdmin.children.empty') }}
    />
  );
}
