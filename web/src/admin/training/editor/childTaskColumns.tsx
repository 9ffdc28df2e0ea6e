import { CHILD_TASK_TYPES, isMediaChildType, type AdminChildTask, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../../blocks/columns';
import { childTypeLabel } from '../labels';
import { TimeRange } from '../TimeRange';

/** A quick Q&A child's sources and draw count: "2 categories, 10 drawn". */
function faqSummary(t: Translate, row: AdminChildTask): string {
  const params = { refs: row.refs.length, count: Number(row.settings.count) || 0 };
  return t(row.settings.source === 'list' ? 'trainingAdmin.faqChild.summaryList' : 'trainingAdmin.faqChild.summaryCatalog', params);
}

/** What the media column shows: a quick Q&A's sources, a reading or video task's count of media (their names in a tooltip). */
function mediaCell(t: Translate, row: AdminChildTask) {
  if (row.type === CHILD_TASK_TYPES.faq) return clippedText(faqSummary(t, row), 2);
  if (!isMediaChildType(row.type)) return '—';
  const names = row.refs.flatMap((ref) => ('mediaid' in ref ? [ref.name || ref.mediaid] : []));
  return (
    <Tooltip title={names.join('、')}>
      <span>{t('trainingAdmin.children.mediaCount', { count: names.length })}</span>
    </Tooltip>
  );
}

interface Actions {
  /** Published or scheduled: read-only. */
  locked: boolean;
  /** A sibling's title by id (the front task). */
  titleOf: (id: string) => string;
  onEdit: (child: AdminChildTask) => void;
  onDelete: (child: AdminChildTask) => void;
}

/** A package's child task columns: type, title, weight, required, times, front task, media, actions (pinned in view). */
export function childTaskColumns(t: Translate, { locked, titleOf, onEdit, onDelete }: Actions): TableColumnsType<AdminChildTask> {
  return [
    { key: 'type', title: t('trainingAdmin.children.type'), width: 110, render: (_, row) => t(childTypeLabel(row.type)) },
    { key: 'title', ...textColumn<AdminChildTask>(t('trainingAdmin.children.name'), 'title', { width: 220 }) },
    { key: 'weight', title: t('trainingAdmin.children.weight'), width: 80, render: (_, row) => `${row.weight}%` },
    {
      key: 'required',
      title: t('trainingAdmin.children.required'),
      width: 90,
      render: (_, row) => (row.required === 1 ? <Tag color="blue">{t('trainingAdmin.children.yes')}</Tag> : t('trainingAdmin.children.no')),
    },
    {
      key: 'times',
      title: t('trainingAdmin.children.times'),
      width: COLUMN_PX.date,
      render: (_, row) => <TimeRange start={row.starttime} end={row.endtime} />,
    },
    {
      key: 'front',
      title: t('trainingAdmin.children.front'),
      width: COLUMN_PX.name,
      render: (_, row) => clippedText(titleOf(row.fronttaskid) || t('trainingAdmin.children.frontNone'), 2),
    },
    { key: 'media', title: t('trainingAdmin.children.media'), width: COLUMN_PX.name, render: (_, row) => mediaCell(t, row) },
    actionsColumn<AdminChildTask>(t('trainingAdmin.children.actions'), 140, (row) => (
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
    )),
  ];
}
