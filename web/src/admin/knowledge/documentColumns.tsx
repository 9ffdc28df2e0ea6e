import type { KnowledgeDocument, Translate } from '@peilian/shared';
import { Button, Popconfirm, Progress, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { actionsColumn, COLUMN_PX, textColumn } from '../blocks/columns';
import { adminTime } from '../time';

export interface DocumentActions {
  reindex: (document: KnowledgeDocument) => void;
  remove: (document: KnowledgeDocument) => void;
}

const STATUS_COLOURS = { waiting: 'default', indexing: 'blue', ready: 'green', failed: 'red' } as const;

/** The status of a document: a tag, the progress while indexing, the reason when it failed. */
function statusCell(row: KnowledgeDocument, t: Translate) {
  const tag = (
    <Tag color={STATUS_COLOURS[row.status]} data-testid={`knowledge-status-${row.name}`} data-status={row.status}>
      {t(`knowledgeAdmin.statuses.${row.status}`)}
    </Tag>
  );
  if (row.status === 'indexing') {
    return (
      <Space>
        {tag}
        <Progress percent={row.progress} size="small" style={{ width: 80 }} aria-label={t('knowledgeAdmin.list.progress', { progress: row.progress })} />
      </Space>
    );
  }
  return row.failure ? <Tooltip title={t(`knowledgeAdmin.failures.${row.failure}`)}>{tag}</Tooltip> : tag;
}

/** The documents' columns: name, format, status, passages, pages, added, actions. */
export function documentColumns(t: Translate, { reindex, remove }: DocumentActions): TableColumnsType<KnowledgeDocument> {
  return [
    textColumn<KnowledgeDocument>(t('knowledgeAdmin.list.name'), 'name', { width: 260 }),
    { title: t('knowledgeAdmin.list.format'), dataIndex: 'format', width: COLUMN_PX.number },
    { title: t('knowledgeAdmin.list.status'), width: COLUMN_PX.name + 80, render: (_, row) => statusCell(row, t) },
    { title: t('knowledgeAdmin.list.chunks'), dataIndex: 'chunks', width: COLUMN_PX.number },
    { title: t('knowledgeAdmin.list.pages'), dataIndex: 'pages', width: COLUMN_PX.number },
    { title: t('knowledgeAdmin.list.createdate'), width: COLUMN_PX.date, render: (_, row) => adminTime(row.createdate) },
    actionsColumn<KnowledgeDocument>(t('knowledgeAdmin.list.actions'), 200, (row) => (
      <Space>
        <Button size="small" onClick={() => reindex(row)} data-testid={`knowledge-reindex-${row.name}`}>
          {t('knowledgeAdmin.list.reindex')}
        </Button>
        <Popconfirm title={t('knowledgeAdmin.list.removeConfirm', { name: row.name })} onConfirm={() => remove(row)}>
          <Button size="small" danger data-testid={`knowledge-remove-${row.name}`}>
            {t('knowledgeAdmin.list.remove')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
